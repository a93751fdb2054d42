/* The LINE (LIFF) client shared by the auth flow (login) and the member flow (link / unlink). */
/**
 * The little of LINE's LIFF SDK the auth flow uses, behind an interface so tests run against a
 * fake and the SDK (a large bundle) loads only when a member actually taps a LINE button.
 */
export interface LineClient {
  /** Initialises the SDK once; a LINE login return (`?code=…`) is completed here. */
  init(): Promise<void>;
  /** Whether LINE has a logged-in user for this LIFF app. */
  isLoggedIn(): boolean;
  /** Leaves for LINE's login page; LINE sends the browser back to `redirectUri`. */
  login(redirectUri: string): void;
  /** The LINE access token to hand to the server, or null when not logged in to LINE. */
  getAccessToken(): string | null;
}

/** Makes the LINE client for a LIFF app id (the real one, or a fake in tests). */
export type LineClientFactory = (liffId: string) => LineClient;

const liffClients = new Map<string, LineClient>();

/** The real client: lazy-loads @line/liff on first use and calls it; one per LIFF app (the SDK is a singleton). */
export const createLiffClient: LineClientFactory = (liffId) => {
  let client = liffClients.get(liffId);
  if (!client) {
    client = liffClientFor(liffId);
    liffClients.set(liffId, client);
  }
  return client;
};

function liffClientFor(liffId: string): LineClient {
  let ready: Promise<typeof import('@line/liff').default> | null = null;
  let sdk: typeof import('@line/liff').default | null = null;
  const loaded = () => {
    if (!sdk) throw new Error('LIFF 尚未初始化');
    return sdk;
  };
  return {
    init() {
      // A failed init (network, wrong id) may be retried by the next tap.
      ready ??= import(/* webpackChunkName: "line-liff" */ '@line/liff').then(async ({ default: liff }) => {
        await liff.init({ liffId });
        sdk = liff;
        return liff;
      });
      ready.catch(() => {
        ready = null;
      });
      return ready.then(() => undefined);
    },
    isLoggedIn: () => loaded().isLoggedIn(),
    login: (redirectUri) => loaded().login({ redirectUri }),
    getAccessToken: () => loaded().getAccessToken(),
  };
}
