import { isIPv4, isIPv6 } from 'node:net';

/** Expands an IPv6 address (no zone, maybe with a dotted IPv4 tail) to its eight 16-bit groups. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail[1].split('.').map(Number);
    text = `${text.slice(0, -tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(rest);
  const zeros = rest === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

/**
 * The client a per-address limit counts, from the address the request came from (after
 * TRUST_PROXY). An IPv4 address written as IPv6 (`::ffff:203.0.113.77`) is that IPv4 address, and
 * an IPv6 address counts by its /64: one home or phone line holds a whole /64, so counting single
 * IPv6 addresses would give one guesser 2^64 fresh addresses. Anything else is kept as it is.
 */
export function limitAddressOf(address: string): string {
  const bare = address.replace(/%.*$/, '');
  if (isIPv4(bare) || !isIPv6(bare)) return bare;
  const groups = ipv6Groups(bare.toLowerCase());
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
