import { buffers, eventChannel, type EventChannel } from 'redux-saga';

/**
 * A channel that emits when the page is being left or hidden (`pagehide`, or the tab going to the
 * background, where a phone may discard it without a `pagehide`). A draft waiting for typing to
 * rest is written at once then, so a fast reload or a closed tab loses no keystroke; an IndexedDB
 * transaction started in the handler completes after the page is gone. Nothing is buffered: a
 * leave with no draft waiting is dropped.
 */
export function pageLeavingChannel(): EventChannel<true> {
  return eventChannel<true>((emit) => {
    // No page (node tests, where a `window` may be a bare stand-in): nothing is ever left.
    if (typeof document === 'undefined' || typeof window?.addEventListener !== 'function')
      return () => undefined;
    const leaving = () => emit(true);
    const hidden = () => {
      if (document.visibilityState === 'hidden') emit(true);
    };
    window.addEventListener('pagehide', leaving);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leaving);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, buffers.none());
}
