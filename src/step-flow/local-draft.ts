import type { FormData } from './flow-definition';

/** What a flow keeps in this tab between reloads (DraftPolicy `local`). */
export interface LocalFlowDraft {
  forms: Record<string, FormData>;
  completed: string[];
}

/** Where every flow's draft is kept; a logout removes all of them (src/api/offline/clear-offline-data.ts). */
export const LOCAL_DRAFT_PREFIX = 'fenqi.flow.';
/** A draft not touched for this long is dropped (issue 29: kept 7 days at most). */
export const LOCAL_DRAFT_MAX_AGE_MS = 7 * 24 * 3600_000;

const keyOf = (flow: string, contextKey: string) => `${LOCAL_DRAFT_PREFIX}${flow}.${contextKey}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (private mode settings): the flow still works, without drafts
  }
}

/**
 * Keeps the flow's forms on this device (localStorage: a closed tab or a restarted phone loses
 * nothing), keyed by the flow and what it works on (a member's case, a guest's link), for 7 days.
 */
export function saveLocalDraft(flow: string, contextKey: string, draft: LocalFlowDraft): void {
  try {
    storage()?.setItem(keyOf(flow, contextKey), JSON.stringify({ ...draft, savedAt: Date.now() }));
  } catch {
    // A full storage only loses the reload safety net, never the form in memory.
  }
}

/** The kept draft of the flow for this context, or null (none, damaged, or older than 7 days). */
export function readLocalDraft(
  flow: string,
  contextKey: string,
  now: number = Date.now(),
): LocalFlowDraft | null {
  const raw = storage()?.getItem(keyOf(flow, contextKey));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LocalFlowDraft> & { savedAt?: number };
    if (!value || typeof value.forms !== 'object' || !Array.isArray(value.completed)) return null;
    if (typeof value.savedAt !== 'number' || now - value.savedAt > LOCAL_DRAFT_MAX_AGE_MS) {
      clearLocalDraft(flow, contextKey);
      return null;
    }
    return { forms: value.forms ?? {}, completed: value.completed.filter((k) => typeof k === 'string') };
  } catch {
    return null;
  }
}

/** Forgets the draft (the flow was sent). */
export function clearLocalDraft(flow: string, contextKey: string): void {
  storage()?.removeItem(keyOf(flow, contextKey));
}
