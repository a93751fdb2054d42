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

/**
 * Texts a page was rendered with on the server (a guest link with its data), by key: the
 * app is handed them before it takes the page over (primeContractTexts), so its first render is the
 * HTML's and nothing is loaded again.
 */
const primed = new Map<string, ContractDocument[]>();
/** Sources a server render asked for before their texts were there (render-route.tsx loads them). */
const asked = new Map<string, ContractTextsLoader>();

/** Hands the app the texts its page was rendered with on the server. */
export function primeContractTexts(texts: Readonly<Record<string, ContractDocument[]>>): void {
  for (const [key, documents] of Object.entries(texts)) primed.set(key, documents);
}

/** Forgets every primed text (a server render starts from none: the texts are the request's). */
export function forgetPrimedContractTexts(): void {
  primed.clear();
}

/** The sources a render asked for without their texts, since the last call (then forgotten). */
export function takeAskedContractTexts(): Array<[string, ContractTextsLoader]> {
  const sources = [...asked];
  asked.clear();
  return sources;
}

/** The primed texts of these keys (what a render with data drew). */
export function primedContractTexts(keys: readonly string[]): Record<string, ContractDocument[]> {
  return Object.fromEntries(keys.flatMap((key) => (primed.has(key) ? [[key, primed.get(key)!]] : [])));
}

const keptTo = (documents: ContractDocument[], wanted: string | undefined) =>
  wanted ? wanted.split(',').flatMap((id) => documents.filter((document) => document.id === id)) : documents;

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
  const wanted = ids?.join(',');
  const ready = key ? primed.get(key) : undefined;
  // Rendered on the server (no effects run there): the render asks for the texts it lacks.
  if (key && !ready && typeof window === 'undefined') asked.set(key, load);
  const [state, setState] = useState<ContractTextsState>(() => ({
    documents: ready ? keptTo(ready, wanted) : null,
    failed: false,
  }));
  useEffect(() => {
    if (!key) return undefined;
    const known = primed.get(key);
    if (known) {
      // Fetched once more in the background: the API client keeps the reply for an offline visit
      // only when it fetches it (last-replies.ts); the page shows what the HTML had. In a task of
      // its own: not in the effects React runs as it takes the page over.
      const background = setTimeout(() => {
        acquire(key, load)
          .catch(() => undefined)
          .finally(() => release(key));
      });
      // Drawn with them already (the first render); another key or list is set now.
      setState((current) =>
        current.documents === null ? { documents: keptTo(known, wanted), failed: false } : current,
      );
      return () => clearTimeout(background);
    }
    let live = true;
    setState({ documents: null, failed: false });
    acquire(key, load).then(
      ({ documents }) => {
        if (live) setState({ documents: keptTo(documents, wanted), failed: false });
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
