import type { ServerFailure } from './server-failure';

/** Spec §4: every async action ends in success or fail, each with the server message if any. */
export type CallStatus = 'none' | 'success' | 'fail';

/** The state of one async action: its outcome, the server message and §8 code, and whether it runs. */
export interface CallState {
  status: CallStatus;
  /** The server's message (or ours when it had none); null before any answer. */
  message: string | null;
  /** The §8 catalogue code of a failure (e.g. 001.405, 2013), for pages that react to it. */
  code: string | null;
  pending: boolean;
}

/** A call nothing has happened to yet. */
export const idleCall: CallState = { status: 'none', message: null, code: null, pending: false };

/** A call just started: the last outcome is forgotten, so no old failure shows beside a spinner. */
export const startedCall = (): CallState => ({ ...idleCall, pending: true });

/** A call that succeeded, with the server's message if it sent one. */
export const succeededCall = (message: string | null = null): CallState => ({
  status: 'success',
  message,
  code: null,
  pending: false,
});

/** A call that failed with the server's (or our fallback) message and code. */
export const failedCall = (failure: ServerFailure): CallState => ({
  status: 'fail',
  message: failure.message,
  code: failure.code,
  pending: false,
});
