/**
 * The browser's offer to install the app (Chromium's `beforeinstallprompt`), which TypeScript's
 * DOM types do not name.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

/** The install offer the page holds, if any, and the way to act on it. */
export interface InstallPrompt {
  /** Whether the browser has offered installing and the offer has not been used yet. */
  available(): boolean;
  /** Called whenever `available` may have changed; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Shows the browser's install dialog; the offer is spent either way (a new one may come). */
  install(): Promise<void>;
}

const isInstallOffer = (event: Event): event is BeforeInstallPromptEvent =>
  typeof (event as Partial<BeforeInstallPromptEvent>).prompt === 'function';

/**
 * Keeps the browser's install offer from `target` for the member menu's 「安裝」: the browser's
 * own bar is held back (preventDefault), so the offer is made quietly, only where the member looks
 * for it. Installed (appinstalled) or used, the offer is dropped and the entry goes.
 */
export function watchInstallPrompt(target: EventTarget): InstallPrompt {
  let offer: BeforeInstallPromptEvent | null = null;
  const listeners = new Set<() => void>();
  const set = (next: BeforeInstallPromptEvent | null) => {
    offer = next;
    listeners.forEach((listener) => listener());
  };
  target.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallOffer(event)) return;
    event.preventDefault();
    set(event);
  });
  target.addEventListener('appinstalled', () => set(null));
  return {
    available: () => offer !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async install() {
      const kept = offer;
      if (!kept) return;
      // prompt() may be called once per offer.
      set(null);
      await kept.prompt();
    },
  };
}
