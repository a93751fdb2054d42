import { useEffect, useState } from 'react';
import type { ContractDocument } from '../../contracts/contract-document';

/** What a page has of the contract texts: null while loading, and whether loading failed. */
export interface ContractTextsState {
  documents: ContractDocument[] | null;
  failed: boolean;
}

/** Loads the texts a page's signer agrees to (the page's API call). */
export type ContractTextsLoader = () => Promise<{ documents: ContractDocument[] }>;

/**
 * Where a page's contract texts come from: its API call and a key naming the case or link. The
 * parts of one page that show or name the texts (the disclosure above the form, the consent that
 * names their versions) pass the same source and share one request.
 */
export interface ContractTextsSource {
  key: string;
  load: ContractTextsLoader;
}

/** One request per key while any part of the page shows it; dropped when the last one goes. */
const inFlight = new Map<string, { users: number; reply: Promise<{ documents: ContractDocument[] }> }>();

function acquire(key: string, load: ContractTextsLoader) {
  let entry = inFlight.get(key);
  if (!entry) {
    entry = { users: 0, reply: load() };
    inFlight.set(key, entry);
    // A failed load is not kept: the next page to open asks again.
    const failed = entry;
    entry.reply.catch(() => inFlight.get(key) === failed && inFlight.delete(key));
  }
  entry.users += 1;
  return entry.reply;
}

function release(key: string) {
  const entry = inFlight.get(key);
  if (!entry) return;
  entry.users -= 1;
  if (entry.users <= 0) inFlight.delete(key);
}

/**
 * Loads the contract texts a page asks its signer to agree to (`load` calls the page's API), kept
 * to the ids given, in that order. Loaded once per `key` (the case or the link), shared by every
 * part of the page that uses the same key at the same time. An empty key loads nothing.
 */
export function useContractTexts(
  key: string,
  load: ContractTextsLoader,
  ids?: readonly string[],
): ContractTextsState {
  const [state, setState] = useState<ContractTextsState>({ documents: null, failed: false });
  const wanted = ids?.join(',');
  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    setState({ documents: null, failed: false });
    acquire(key, load).then(
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
      release(key);
    };
    // `load` is a fresh closure each render; the key names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, wanted]);
  return state;
}
