import { forgetDraft, keepDraft, readKeptDraft } from '../api/offline/kept-drafts';
import type { FlowDraft, FormData, TabCopyOptions } from './flow-definition';

/**
 * A `server` flow's copy on this device (TabCopyOptions), in the kept drafts (IndexedDB, 7 days):
 * one record per owner, `applicant:<owner> flow:<flow>`, and the device's pointer to the last
 * owner written, so the flow opens again with it.
 */
export interface TabCopy extends FlowDraft {
  owner: string;
  /** Holds edits the server's draft has not got yet. */
  unsynced: boolean;
}

const copyKey = (flow: string, owner: string) => `applicant:${owner} flow:${flow}`;
const lastKey = (flow: string) => `device flow:${flow}:last`;

function isTabCopy(value: unknown, owner: string): value is TabCopy {
  const copy = value as Partial<TabCopy> | null;
  return (
    typeof copy === 'object' &&
    copy !== null &&
    copy.owner === owner &&
    typeof copy.forms === 'object' &&
    copy.forms !== null &&
    Array.isArray(copy.completed)
  );
}

/** The owner of the last copy written for the flow on this device, or null. */
async function lastOwner(flow: string): Promise<string | null> {
  const pointer = (await readKeptDraft(lastKey(flow))) as { owner?: unknown } | null;
  return typeof pointer?.owner === 'string' ? pointer.owner : null;
}

/** The copy kept for `owner` (default: the last one written), or null: none, damaged or expired. */
export async function readTabCopy(flow: string, owner?: string | null): Promise<TabCopy | null> {
  const who = owner ?? (await lastOwner(flow));
  if (!who) return null;
  const kept = await readKeptDraft(copyKey(flow, who));
  if (!isTabCopy(kept, who)) return null;
  return { ...kept, completed: kept.completed.filter((key) => typeof key === 'string') };
}

/**
 * Writes the forms as their owner's copy (only what `kept` lets stay on the device) and makes it
 * the last one; nothing while the forms name no owner. A full or refused storage only loses the
 * safety net, never the forms in memory.
 */
export async function writeTabCopy(
  flow: string,
  options: TabCopyOptions,
  draft: { forms: Record<string, FormData>; completed: readonly string[]; unsynced: boolean },
): Promise<void> {
  const owner = options.ownerOf(draft.forms);
  if (!owner) return;
  const forms = options.kept ? options.kept(draft.forms) : draft.forms;
  const copy: TabCopy = { owner, forms, completed: [...draft.completed], unsynced: draft.unsynced };
  await keepDraft(copyKey(flow, owner), copy);
  await keepDraft(lastKey(flow), { owner });
}

/**
 * Forgets the owner's copy (the flow was sent, or starts over; no owner: the last one written, the
 * copy the flow opened with), and the pointer when it is the last.
 */
export async function clearTabCopy(flow: string, owner: string | null): Promise<void> {
  const last = await lastOwner(flow);
  const who = owner ?? last;
  if (!who) return;
  await forgetDraft(copyKey(flow, who));
  if (last === who) await forgetDraft(lastKey(flow));
}

const answered = (form: FormData | undefined) => Object.keys(form ?? {}).length > 0;

/**
 * The server's draft and this device's copy as one, when the server's loads with the credential:
 * the copy's forms win when it holds edits the server never got, or when the server has no draft
 * and the copy answered a step beyond the one obtaining the credential (a lost draft, a draft
 * deleted elsewhere); then `unsynced` (the server must get them). Otherwise the server's forms
 * win, but for what its draft does not carry at all (e.g. a contract step's agreements, kept on
 * the device only) and the step obtaining the credential (typed on this device to obtain it): those
 * are the copy's. The steps done are the copy's as well as the server's.
 */
export function mergedDraft(
  server: FlowDraft | null,
  copy: TabCopy | null,
  obtainedAt: string | null,
): { draft: FlowDraft | null; unsynced: boolean } {
  if (!copy) return { draft: server, unsynced: false };
  const beyond = Object.entries(copy.forms).some(([step, form]) => step !== obtainedAt && answered(form));
  const useCopy = copy.unsynced || (!server && beyond);
  const completed = [...new Set([...(server?.completed ?? []), ...copy.completed])];
  const obtaining = obtainedAt && copy.forms[obtainedAt] ? { [obtainedAt]: copy.forms[obtainedAt] } : {};
  const forms = useCopy ? copy.forms : { ...copy.forms, ...server?.forms, ...obtaining };
  return { draft: { forms, completed }, unsynced: useCopy };
}
