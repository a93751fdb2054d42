import { forgetDraft, guestOwner, keepDraft, readKeptDraft } from '../api/offline/kept-drafts';
import { memberDraftOwner } from '../api/offline/member-draft-owner';
import { getAccessToken } from '../api/session-cookies';
import { flowDefinition, type FormData } from './flow-definition';

/** What a flow keeps on this device between visits (DraftPolicy `local`). */
export interface LocalFlowDraft {
  forms: Record<string, FormData>;
  completed: string[];
}

/** Where an older build kept every flow's draft (localStorage); moved into IndexedDB when read. */
export const LOCAL_DRAFT_PREFIX = 'fenqi.flow.';

const legacyKeyOf = (flow: string, contextKey: string) => `${LOCAL_DRAFT_PREFIX}${flow}.${contextKey}`;

/**
 * The record's key, its owner first: a guest flow's link, or the member (the member's device key,
 * the same after every login); null for a member flow without a member (nothing is kept then).
 */
async function keyOf(flow: string, contextKey: string): Promise<string | null> {
  if (flowDefinition(flow).guard === 'guest') return `${guestOwner(contextKey)} flow:${flow}`;
  const token = getAccessToken();
  return token ? `${await memberDraftOwner(token)} flow:${flow} ${contextKey}` : null;
}

/**
 * Keeps the flow's forms on this device (IndexedDB, src/api/offline/kept-drafts.ts: a closed tab or
 * a restarted phone loses nothing), keyed by its owner, the flow and what it works on, for 7 days.
 */
export async function saveLocalDraft(flow: string, contextKey: string, draft: LocalFlowDraft): Promise<void> {
  const key = await keyOf(flow, contextKey);
  if (key) await keepDraft(key, { forms: draft.forms, completed: draft.completed });
}

/** The kept draft of the flow for this context, or null (none, damaged, or older than 7 days). */
export async function readLocalDraft(
  flow: string,
  contextKey: string,
  now: number = Date.now(),
): Promise<LocalFlowDraft | null> {
  const key = await keyOf(flow, contextKey);
  if (!key) return null;
  const value = (await readKeptDraft(
    key,
    legacyKeyOf(flow, contextKey),
    now,
  )) as Partial<LocalFlowDraft> | null;
  if (!value || typeof value.forms !== 'object' || !value.forms || !Array.isArray(value.completed))
    return null;
  return { forms: value.forms, completed: value.completed.filter((k) => typeof k === 'string') };
}

/** Forgets the draft (the flow was sent, or started over). */
export async function clearLocalDraft(flow: string, contextKey: string): Promise<void> {
  await forgetDraft(await keyOf(flow, contextKey), legacyKeyOf(flow, contextKey));
}
