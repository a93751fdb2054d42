import type { FormData } from './flow-definition';

/** What a flow keeps in this tab between reloads (DraftPolicy `local`). */
export interface LocalFlowDraft {
  forms: Record<string, FormData>;
  completed: string[];
}

const keyOf = (flow: string, contextKey: string) => `fenqi.flow.${flow}.${contextKey}`;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked (private mode settings): the flow still works, without drafts
  }
}

/** Keeps the flow's forms for this tab (sessionStorage: gone with the tab, never shared). */
export function saveLocalDraft(flow: string, contextKey: string, draft: LocalFlowDraft): void {
  try {
    storage()?.setItem(keyOf(flow, contextKey), JSON.stringify(draft));
  } catch {
    // A full storage only loses the reload safety net, never the form in memory.
  }
}

/** The tab's draft of the flow for this context, or null. */
export function readLocalDraft(flow: string, contextKey: string): LocalFlowDraft | null {
  const raw = storage()?.getItem(keyOf(flow, contextKey));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LocalFlowDraft>;
    if (!value || typeof value.forms !== 'object' || !Array.isArray(value.completed)) return null;
    return { forms: value.forms ?? {}, completed: value.completed.filter((k) => typeof k === 'string') };
  } catch {
    return null;
  }
}

/** Forgets the draft (the flow was sent). */
export function clearLocalDraft(flow: string, contextKey: string): void {
  storage()?.removeItem(keyOf(flow, contextKey));
}
