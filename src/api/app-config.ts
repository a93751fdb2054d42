/** Settings the app reads at start from the server (`GET /api/v2/app-config`), set by its environment. */
export interface AppConfig {
  /** The merchant's FAQ page, opened in a new window from the header. */
  faqUrl: string;
  /** The LINE LIFF app id; LINE login and linking are hidden without it. */
  liffId: string | null;
  /** Base address of the /api/v1 calls. */
  v1BaseUrl: string;
}

/** What the app uses when the server cannot be asked (offline first load). */
export const DEFAULT_APP_CONFIG: AppConfig = {
  faqUrl: 'https://fenqi.tw/faq',
  liffId: null,
  v1BaseUrl: '/api/v1',
};

let current: AppConfig = DEFAULT_APP_CONFIG;

/** Takes each setting from the reply when it has the right type (an HTML page or a proxy's error body is ignored). */
export function fromReply(data: unknown): AppConfig {
  if (typeof data !== 'object' || data === null) return DEFAULT_APP_CONFIG;
  const reply = data as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return {
    faqUrl: text(reply.faqUrl) ?? DEFAULT_APP_CONFIG.faqUrl,
    liffId: text(reply.liffId) ?? null,
    v1BaseUrl: text(reply.v1BaseUrl) ?? DEFAULT_APP_CONFIG.v1BaseUrl,
  };
}

/** Where the configuration is read (src/index.html preloads this address). */
export const APP_CONFIG_URL = '/api/v2/app-config';

/** Asks for the configuration's reply body; rejects when there is none to read. */
export type AppConfigRead = (url: string, signal: AbortSignal) => Promise<unknown>;

/**
 * With fetch, not axios: the page's `<link rel="preload" as="fetch">` asks for the configuration
 * while the scripts load, and only fetch takes that reply, so the start does not wait one more
 * round trip on a phone's network.
 */
const fetchReply: AppConfigRead = async (url, signal) => {
  const reply = await fetch(url, { signal });
  if (!reply.ok) throw new Error(`app-config answered ${reply.status}`);
  return reply.json();
};

/**
 * Loads the configuration once at start (`read`: fetch, or a test's reader of its own server);
 * keeps the defaults when the server does not answer within 5 s or answers no configuration.
 */
export async function loadAppConfig(read: AppConfigRead = fetchReply): Promise<AppConfig> {
  // An AbortController of its own: AbortSignal.timeout is missing on phones still on iOS 15.
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), 5000);
  try {
    current = fromReply(await read(APP_CONFIG_URL, abort.signal));
  } catch {
    current = DEFAULT_APP_CONFIG;
  } finally {
    clearTimeout(timer);
  }
  return current;
}

/** The configuration loaded at start. */
export function appConfig(): AppConfig {
  return current;
}
