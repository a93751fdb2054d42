import type { QueuedSend } from './queue-rules';

/** One part of a multipart body: a form field, or the file (a Blob, kept small: compressed first). */
export type QueuedPart = { name: string; value: string } | { name: string; blob: Blob; fileName: string };

/** The body of a queued request: an upload's multipart form (fields first, as sent) or JSON. */
export type QueuedBody = { type: 'multipart'; parts: QueuedPart[] } | { type: 'json'; json: unknown };

/**
 * A request as the queue keeps it: everything needed to send it again later, from the page or
 * from the service worker (no axios, no cookies): the full address with its query, the headers
 * (the credential it was made with and its Idempotency-Key) and the body.
 */
export interface QueuedRequest {
  method: 'POST' | 'PUT' | 'PATCH';
  url: string;
  headers: Record<string, string>;
  body: QueuedBody;
}

/** What a queued item is: a file to store, or a step's send. */
export type QueueItemKind = 'upload' | 'send';

/**
 * One item of the offline queue (IndexedDB `fenqi-offline`, store `queue`). The rules' fields
 * (id = Idempotency-Key, owner, group, field, attempts, backoff, refusal) plus what it is, how to
 * send it, and, once stored, the server's reply, kept until the flow that made it has taken it.
 */
export interface QueueItem extends QueuedSend {
  kind: QueueItemKind;
  /** What the member sees it as (the file's name). */
  label: string;
  request: QueuedRequest;
  /**
   * The device key of the member logged in when it was queued (src/api/session-cookies.ts); null
   * when no one was (a guest link, a new member's application); absent in an older build's items.
   */
  queuedBy?: string | null;
  /** When the server stored it; the item stays until its flow took `reply` (acknowledge). */
  sentAt?: number;
  reply?: unknown;
}

/** What a caller gives to queue an item; the queue adds the key, the times and the counters. */
export type NewQueueItem = Pick<QueueItem, 'kind' | 'owner' | 'group' | 'field' | 'label' | 'request'> & {
  /** The Idempotency-Key already sent with an earlier attempt of the same request, if any. */
  id?: string;
};

/** Whether the item still has to go (waiting or refused), as opposed to stored and not yet taken. */
export function isUnsent(item: QueueItem): boolean {
  return item.sentAt === undefined;
}

/** Whether the item waits for the network (not refused, not stored yet). */
export function isWaiting(item: QueueItem): boolean {
  return item.sentAt === undefined && item.refusal === undefined;
}

const PLACEHOLDER_PREFIX = 'queued:';

/**
 * The value a form holds for a file still in the queue, until the server's link replaces it:
 * kept with the form's draft, so a reload or a closed tab finds the tile (等待網路) again.
 */
export function placeholderUrl(id: string): string {
  return `${PLACEHOLDER_PREFIX}${id}`;
}

/** The queue item a form value stands for, or null for a stored file's link. */
export function queuedIdOf(value: unknown): string | null {
  return typeof value === 'string' && value.startsWith(PLACEHOLDER_PREFIX)
    ? value.slice(PLACEHOLDER_PREFIX.length)
    : null;
}

/** A new random key (128 bits, hex): the item's id and its request's Idempotency-Key. */
export function newQueueKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
