import { isIP } from 'node:net';

/** Fastify's `trustProxy` as Fenqi takes it: off, a hop count, or the proxies' addresses and ranges. */
export type TrustProxy = false | number | string[];

/** Names proxy-addr (Fastify's) knows for the address ranges of this machine and private networks. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, empty or 0 trusts no proxy (the client address is the connection's, and an
 * `X-Forwarded-For` anyone can write is ignored); a number trusts that many hops; otherwise a
 * comma list of addresses or CIDR ranges of the proxies in front. `true` (trust anyone) is refused:
 * every per-address limit would then key on a header the client writes.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim();
  if (!text || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true')
    throw new Error(
      "TRUST_PROXY=true would believe any X-Forwarded-For: give a hop count or the proxies' addresses",
    );
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0)
    throw new Error(`TRUST_PROXY must be a hop count or addresses/CIDR ranges, not "${bad.join(', ')}"`);
  return entries;
}

/** The option as Fastify's types take it: a hop count becomes proxy-addr's "trust the first n hops". */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
