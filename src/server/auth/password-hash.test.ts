/** @jest-environment node */
import { hashPassword, isAllowedPassword, verifyPassword } from './password-hash';

describe('password hashing (scrypt)', () => {
  let stored: string;
  beforeAll(async () => {
    stored = await hashPassword('abcd1234');
  });

  it('stores scrypt with its cost and a random salt, never the password', async () => {
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(stored).not.toContain('abcd1234');
    const again = await hashPassword('abcd1234');
    expect(again).not.toBe(stored); // a new salt each time
    await expect(verifyPassword('abcd1234', again)).resolves.toBe(true);
  });

  it('accepts the right password and refuses any other', async () => {
    await expect(verifyPassword('abcd1234', stored)).resolves.toBe(true);
    for (const wrong of ['abcd1235', 'ABCD1234', 'abcd1234 ', '']) {
      await expect(verifyPassword(wrong, stored)).resolves.toBe(false);
    }
  });

  it('treats full-width input as its half-width form (NFKC), as members type on phones', async () => {
    await expect(verifyPassword('ａｂｃｄ１２３４', stored)).resolves.toBe(true);
  });

  it('refuses, without throwing, a missing or malformed stored hash', async () => {
    for (const bad of [null, '', 'abcd1234', 'bcrypt$1$2$3$4$5', 'scrypt$32768$8$1$onlyfive']) {
      await expect(verifyPassword('abcd1234', bad)).resolves.toBe(false);
    }
  });

  it('still verifies a hash made at another cost (the cost is read from the hash)', async () => {
    const [, , , , salt] = stored.split('$');
    const { scryptSync } = await import('node:crypto');
    const key = scryptSync('abcd1234', Buffer.from(salt, 'base64'), 32, { N: 1024, r: 8, p: 1 });
    await expect(
      verifyPassword('abcd1234', `scrypt$1024$8$1$${salt}$${key.toString('base64')}`),
    ).resolves.toBe(true);
  });
});

describe('isAllowedPassword (spec §5 / §9: 8 to 12 characters with a Latin letter)', () => {
  it.each([
    ['abcd1234', true],
    ['abcdefghijkl', true],
    ['a1234567', true],
    ['abc1234', false],
    ['abcd12345678x', false],
    ['12345678', false],
    ['１２３４５６７８', false],
  ])('%p → %p', (password, allowed) => {
    expect(isAllowedPassword(password)).toBe(allowed);
  });
});
