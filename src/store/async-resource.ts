/** Spec §4: every loaded resource and async action ends in one of these. */
export type AsyncStatus = 'none' | 'success' | 'fail';

/** The state of one async resource: its status, the server message (when one came) and its data. */
export interface AsyncResource<T = null> {
  status: AsyncStatus;
  /** The server's message on success or failure; null before an answer or when the server sent none. */
  message: string | null;
  data: T;
}

/** A resource nothing has happened to yet. */
export function idleResource<T>(data: T): AsyncResource<T> {
  return { status: 'none', message: null, data };
}

/** A resource that loaded `data`, with the server's message if it sent one. */
export function succeededResource<T>(data: T, message: string | null = null): AsyncResource<T> {
  return { status: 'success', message, data };
}

/** A resource whose call failed; `data` keeps what was there before. */
export function failedResource<T>(previous: AsyncResource<T>, message: string | null): AsyncResource<T> {
  return { status: 'fail', message, data: previous.data };
}
