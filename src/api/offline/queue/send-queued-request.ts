import type { QueueItem, QueuedRequest } from './queue-item';
import type { SendOutcome } from './queue-rules';

/** Said for a refusal whose reply carries no message of its own. */
export const REFUSED_FALLBACK = '伺服器未接受此項目，請確認後重新上傳。';

/**
 * Statuses that are no verdict on the item: a timeout, the same key still being answered (409),
 * too early or too many (425, 429), the server failing (5xx). The item is tried again later.
 */
function isPassing(status: number): boolean {
  return status === 408 || status === 409 || status === 425 || status === 429 || status >= 500;
}

/** The zh-TW message of an error reply (`{code, message}`), or the fallback. */
function messageOf(body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : REFUSED_FALLBACK;
}

/** How a reply decides the item: stored, refused with its message, or to be tried again. */
export function outcomeOf(status: number, body: unknown): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent', reply: body };
  if (isPassing(status) || status < 400) return { kind: 'no-network' };
  const details = (body as { details?: unknown } | null)?.details;
  return Array.isArray(details)
    ? { kind: 'refused', status, message: messageOf(body), details }
    : { kind: 'refused', status, message: messageOf(body) };
}

/** The request's body as fetch sends it (a multipart form in the order kept: fields first). */
function bodyOf(request: QueuedRequest): BodyInit | undefined {
  // A send with no body (e.g. the guarantor's 確認送出) goes without one, as axios sent it.
  if (request.body.type === 'json')
    return request.body.json === undefined ? undefined : JSON.stringify(request.body.json);
  const form = new FormData();
  for (const part of request.body.parts) {
    if ('blob' in part) form.append(part.name, part.blob, part.fileName);
    else form.append(part.name, part.value);
  }
  return form;
}

function headersOf(request: QueuedRequest): Record<string, string> {
  const headers = { ...request.headers };
  // A multipart form's boundary is chosen by fetch; JSON says what it is.
  for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-type') delete headers[name];
  if (request.body.type === 'json' && request.body.json !== undefined)
    headers['Content-Type'] = 'application/json';
  return headers;
}

async function replyBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sends one queued item with fetch (the same code in the page and in the service worker), with
 * the Idempotency-Key it was queued with, and says how it went. No answer at all is `no-network`.
 */
export async function sendQueuedRequest(
  item: QueueItem,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(item.request.url, {
      method: item.request.method,
      headers: { ...headersOf(item.request), 'Idempotency-Key': item.id },
      body: bodyOf(item.request),
      credentials: 'same-origin',
    });
  } catch {
    return { kind: 'no-network' };
  }
  return outcomeOf(response.status, await replyBody(response));
}
