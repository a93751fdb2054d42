import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost: N = 2^15 with r = 8 takes 32 MiB and ~60 ms a hash here, memory-hard by design. */
const COST = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Hashes a password as `scrypt$N$r$p$salt$key` (base64), so the cost can rise later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether `password` matches a stored hash; compares in constant time. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, N, r, p, salt, key] = parts;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
    maxmem: COST.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of no one's password, made once: what an unknown account is checked against. */
let throwawayHash: Promise<string> | undefined;

/**
 * Spends one password check on nothing, for a login whose account does not exist (or has no
 * password): an unknown ID then takes as long as a known ID with a wrong password, so the time
 * of an answer does not tell which IDs are members.
 */
export async function verifyAgainstNoOne(password: string): Promise<void> {
  throwawayHash ??= hashPassword(randomBytes(12).toString('base64'));
  await verifyPassword(password, await throwawayHash);
}

/** The password policy of spec §9 and §5: 8 to 12 characters, at least one letter. */
export function isAllowedPassword(password: string): boolean {
  return password.length >= 8 && password.length <= 12 && /[A-Za-z]/.test(password);
}
