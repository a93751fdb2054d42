/**
 * What jsdom lacks and the app's libraries need: structuredClone (RJSF v6 change handling stops
 * silently without it), matchMedia (antd), canvas getContext (signature pad), ResizeObserver and
 * MessageChannel (rc-select opens and closes its dropdown through a MessageChannel macrotask).
 */
if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
}

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    class NoopResizeObserver {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    (window as unknown as { ResizeObserver: typeof NoopResizeObserver }).ResizeObserver = NoopResizeObserver;
  }
  HTMLCanvasElement.prototype.getContext = function getContext() {
    return null;
  } as unknown as HTMLCanvasElement['getContext'];
}

if (typeof globalThis.MessageChannel === 'undefined') {
  // A timeout runs in the same (macrotask) order as a real channel message.
  class TimeoutMessageChannel {
    port1: { onmessage: ((event: MessageEvent) => void) | null } = { onmessage: null };
    port2 = {
      postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data } as MessageEvent)),
    };
  }
  (globalThis as unknown as { MessageChannel: typeof TimeoutMessageChannel }).MessageChannel =
    TimeoutMessageChannel;
}
