/**
 * The names a development tool may be asked for by. A page on any site can make the browser call
 * a name it controls that resolves to 127.0.0.1 (DNS rebinding): the request then comes from
 * loopback but names the attacker's host, so the host is checked as well as the address.
 */
const LOOPBACK_NAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `host` as a URL reads it (lower case, default port dropped), or undefined if it is no host. */
function parsedHost(host: string): URL | undefined {
  if (!host || /[/?#@\s\\]/.test(host)) return undefined;
  try {
    return new URL(`http://${host}`);
  } catch {
    return undefined;
  }
}

/** Whether a Host header names this machine (any port) or the host of PUBLIC_URL. */
export function isDevToolsHost(host: string | undefined, publicUrl: string): boolean {
  const asked = parsedHost(host ?? '');
  if (!asked) return false;
  if (LOOPBACK_NAMES.has(asked.hostname)) return true;
  try {
    return asked.hostname === new URL(publicUrl).hostname;
  } catch {
    return false;
  }
}

/**
 * Whether a write's Origin is the page's own: its host and port are the Host the request names
 * (or PUBLIC_URL's). A missing or `null` Origin is not, so another site's form cannot post here.
 */
export function isSameOriginWrite(
  origin: string | undefined,
  host: string | undefined,
  publicUrl: string,
): boolean {
  if (!origin || origin === 'null') return false;
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return false;
  }
  if (from.protocol !== 'http:' && from.protocol !== 'https:') return false;
  const asked = parsedHost(host ?? '');
  if (asked && from.host === asked.host) return true;
  try {
    return from.origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}
