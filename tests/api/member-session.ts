import { hashPassword } from '../../src/server/auth/password-hash';
import { issueToken, type TokenKind } from '../../src/server/auth/tokens';
import type { ServerContext } from '../../src/server/context';

/** A member made for a test, with a live token of the kind asked for. */
export interface TestMember {
  id: number;
  idNum: string;
  password: string;
  token: string;
}

let counter = 0;

/**
 * One hash per password for the members a test file makes: scrypt costs ~60 ms of CPU by design,
 * and the hashing itself is tested in password-hash.test.ts. Each member still stores a real
 * scrypt hash that the login route checks.
 */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

/** Valid ID numbers (checksum-correct) for test members, one per call. */
const TEST_ID_NUMBERS = ['A123456789', 'B123456780', 'C123456781', 'D123456782', 'E123456783', 'F123456784'];

/**
 * Inserts a member straight into the database (as a seeded or registered member would be) and
 * issues a token, so route tests need not go through the login route.
 */
export async function createTestMember(
  ctx: ServerContext,
  options: { idNum?: string; password?: string; email?: string | null; tokenKind?: TokenKind } = {},
): Promise<TestMember> {
  const idNum = options.idNum ?? TEST_ID_NUMBERS[counter++ % TEST_ID_NUMBERS.length];
  const password = options.password ?? 'abcd1234';
  const now = ctx.clock();
  const row = await ctx.db
    .insertInto('members')
    .values({
      id_num: idNum,
      password_hash: await hashOnce(password),
      name: '王小明',
      email: options.email === undefined ? `member${counter}@example.com` : options.email,
      cell_phone: '0912345678',
      birth_date: '1995-05-05',
      gender: idNum[1] === '1' ? 'M' : 'F',
      email_verified_at: null,
      line_user_id: null,
      profile_json: null,
      referrer_id_num: null,
      updated_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await issueToken(ctx.db, options.tokenKind ?? 'member', row.id, now);
  return { id: row.id, idNum, password, token };
}
