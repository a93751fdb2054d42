import { TextDecoder, TextEncoder } from 'node:util';

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

// What react-router 7's data routers need and jsdom lacks: TextEncoder, and a Request to carry
// each navigation's URL and abort signal.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

interface RequestInitLike {
  method?: string;
  signal?: AbortSignal | null;
  body?: unknown;
}

/** The part of fetch's Request the router reads for navigations without loaders. */
class NavigationRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal;
  readonly body: unknown;

  constructor(input: string | URL | NavigationRequest, init: RequestInitLike = {}) {
    this.url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.signal = init.signal ?? new AbortController().signal;
    this.body = init.body ?? null;
  }
}

if (typeof globalThis.Request === 'undefined') {
  Object.assign(globalThis, { Request: NavigationRequest });
}

// antd's modal and drawer measure the scrollbar through a pseudo-element, which jsdom does not
// implement (it logs an error each time); the element's own style is what jsdom can give.
if (typeof window !== 'undefined') {
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
}
