import { useEffect, useState } from 'react';
import type { ContractDocument } from '../../contracts/contract-document';

/** What a page has of the contract texts: null while loading, and whether loading failed. */
export interface ContractTextsState {
  documents: ContractDocument[] | null;
  failed: boolean;
}

/**
 * Loads the contract texts a page asks its signer to agree to (`load` calls the page's API), kept
 * to the ids given, in that order. Loaded once per `key` (the case or the link).
 */
export function useContractTexts(
  key: string,
  load: () => Promise<{ documents: ContractDocument[] }>,
  ids?: readonly string[],
): ContractTextsState {
  const [state, setState] = useState<ContractTextsState>({ documents: null, failed: false });
  const wanted = ids?.join(',');
  useEffect(() => {
    let live = true;
    setState({ documents: null, failed: false });
    load().then(
      ({ documents }) => {
        const kept = wanted
          ? wanted.split(',').flatMap((id) => documents.filter((document) => document.id === id))
          : documents;
        if (live) setState({ documents: kept, failed: false });
      },
      () => live && setState({ documents: null, failed: true }),
    );
    return () => {
      live = false;
    };
    // `load` is a fresh closure each render; the key names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, wanted]);
  return state;
}
