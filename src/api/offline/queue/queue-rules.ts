/**
 * The offline queue's rules, apart from where items are kept and how they are
 * sent: an upload or a step's send made without a network waits here, in the order it was made,
 * and goes out when the network returns, each with the Idempotency-Key it was queued with, so a
 * retry never makes a second case or file. What the server refuses stays, with its message, for
 * the member to fix at its field; what waits too long is handed back, never dropped silently.
 */

/** One send waiting for the network. */
export interface QueuedSend {
  /** Also the request's Idempotency-Key: the same for every attempt. */
  id: string;
  /** Whose credential it carries: a hash of it, or a guest link's address. */
  owner: string;
  /** Sends of one flow go out in order; a refused one holds the later ones of its group back. */
  group: string;
  /** The form field it belongs to (a refusal is shown there). */
  field?: string;
  queuedAt: number;
  attempts: number;
  /** Not tried again before this time (backoff after a failed attempt). */
  nextAttemptAt: number;
  /** The server's refusal (4xx), shown at the field; the item waits for the member. */
  refusal?: { status: number; message: string; details?: unknown[] };
}

/**
 * How one attempt went: stored (with the server's reply), no usable answer (no network, or a
 * passing fault such as 503 or 409 while the same key is still being answered: tried again
 * later), or refused (a 4xx the member must act on, with its zh-TW message).
 */
export type SendOutcome =
  | { kind: 'sent'; reply?: unknown }
  | { kind: 'no-network' }
  | { kind: 'refused'; status: number; message: string; details?: unknown[] };

/** What a drain did, for the page to show (待送出 n 項, a refusal at its field, an expiry). */
export interface DrainReport<T extends QueuedSend = QueuedSend> {
  /** Stored by the server; each with the reply its attempt got. */
  sent: (T & { reply?: unknown })[];
  refused: T[];
  expired: T[];
  /** Still waiting (offline again, backing off, or held behind a refusal of their group). */
  waiting: T[];
  /** An attempt found no usable answer: the drain stopped there. */
  stoppedOffline: boolean;
}

/** An item not sent within this time is handed back to the member (the drafts' 7 days). */
export const QUEUE_MAX_AGE_MS = 7 * 24 * 3600_000;
const FIRST_BACKOFF_MS = 2_000;
const MAX_BACKOFF_MS = 5 * 60_000;

/** The wait after the `attempts`-th failed attempt: 2 s, 4 s, 8 s … at most 5 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends what is due, oldest first, one at a time (a send may need the upload before it). The
 * first attempt that finds no network ends the drain: the rest keep their order for the next
 * one. Every item comes back in exactly one list of the report; `sent` and `expired` are for the
 * caller to remove from its store, the others to write back.
 */
export async function drainQueue<T extends QueuedSend>(
  items: readonly T[],
  send: (item: T) => Promise<SendOutcome>,
  now: number,
): Promise<DrainReport<T>> {
  const report: DrainReport<T> = { sent: [], refused: [], expired: [], waiting: [], stoppedOffline: false };
  const heldGroups = new Set<string>();
  let offline = false;
  for (const item of [...items].sort((a, b) => a.queuedAt - b.queuedAt)) {
    if (now - item.queuedAt > QUEUE_MAX_AGE_MS) {
      report.expired.push(item);
      continue;
    }
    if (item.refusal) {
      heldGroups.add(item.group);
      report.refused.push(item);
      continue;
    }
    if (offline || heldGroups.has(item.group) || item.nextAttemptAt > now) {
      // Later items of a group wait behind an earlier one that has not gone yet.
      heldGroups.add(item.group);
      report.waiting.push(item);
      continue;
    }
    const outcome = await send(item);
    if (outcome.kind === 'sent') {
      report.sent.push({ ...item, reply: outcome.reply });
    } else if (outcome.kind === 'refused') {
      heldGroups.add(item.group);
      const { status, message, details } = outcome;
      // The reply's details (a 422's fields) stay with the refusal, for the page to show at the fields.
      report.refused.push({ ...item, refusal: details ? { status, message, details } : { status, message } });
    } else {
      offline = true;
      report.stoppedOffline = true;
      const attempts = item.attempts + 1;
      report.waiting.push({ ...item, attempts, nextAttemptAt: now + backoffMs(attempts) });
    }
  }
  return report;
}

/**
 * The items of whoever uses the page (待送出 n 項 counts them), by who was logged in when each was
 * queued (`queuedBy`, a member's device key): the member logged in now (`deviceKey`, null when no
 * one is) sees theirs and those queued with no one logged in (guest links, a new member's
 * application); another member's, left by an earlier session on a shared phone, are neither counted
 * nor named. Items of an older build (no `queuedBy`) are shown to all, as before.
 */
export function itemsOfThisPage<T extends { queuedBy?: string | null }>(
  items: readonly T[],
  deviceKey: string | null,
): T[] {
  return items.filter((item) => !item.queuedBy || item.queuedBy === deviceKey);
}
