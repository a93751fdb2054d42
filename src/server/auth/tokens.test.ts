/** @jest-environment node */
import { createTestMember, type TestMember } from '../../../tests/api/member-session';
import { startTestServer, type TestServer } from '../../../tests/api/test-server';
import {
  checkToken,
  hashSecret,
  issueToken,
  newSecret,
  revokeMemberTokens,
  revokeToken,
  TOKEN_TTL_MS,
} from './tokens';

describe('tokens', () => {
  let server: TestServer;
  let alice: TestMember;
  let bob: TestMember;
  beforeAll(async () => {
    server = await startTestServer();
    alice = await createTestMember(server.ctx, { idNum: 'A123456789' });
    bob = await createTestMember(server.ctx, { idNum: 'B123456780' });
  });
  afterAll(() => server.stop());

  const now = () => server.clock.now();
  const statusOf = async (token: string | undefined, kinds = ['member'] as const) =>
    (await checkToken(server.db, token, kinds, now())).status;

  it('makes URL-safe 43-character secrets and stores only their SHA-256', async () => {
    const secrets = new Set(Array.from({ length: 50 }, newSecret));
    expect(secrets.size).toBe(50);
    for (const secret of secrets) expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashSecret('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const { token, expiresAt } = await issueToken(server.db, 'member', alice.id, now());
    expect(expiresAt).toBe(new Date(now().getTime() + TOKEN_TTL_MS.member).toISOString());
    const rows = await server.db.selectFrom('auth_tokens').selectAll().execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.find((row) => row.token_hash === hashSecret(token))).toMatchObject({
      kind: 'member',
      member_id: alice.id,
    });
  });

  it('tells missing, unknown, wrong-kind, valid, expired and revoked tokens apart', async () => {
    expect(await statusOf(undefined)).toBe('missing');
    expect(await statusOf('')).toBe('missing');
    expect(await statusOf('never-issued')).toBe('unknown');
    const commodity = await issueToken(server.db, 'commodity', alice.id, now());
    expect(await statusOf(commodity.token)).toBe('unknown');
    const check = await checkToken(server.db, commodity.token, ['commodity'], now());
    expect(check).toMatchObject({ status: 'valid', record: { kind: 'commodity', member_id: alice.id } });
    const member = await issueToken(server.db, 'member', alice.id, now());
    const atExpiry = new Date(member.expiresAt);
    expect(
      (await checkToken(server.db, member.token, ['member'], new Date(atExpiry.getTime() - 1))).status,
    ).toBe('valid');
    expect((await checkToken(server.db, member.token, ['member'], atExpiry)).status).toBe('expired');
    await revokeToken(server.db, member.token, now());
    expect(await statusOf(member.token)).toBe('revoked');
  });

  it('keeps the first revocation time when a token is revoked twice', async () => {
    const { token } = await issueToken(server.db, 'member', alice.id, now());
    await revokeToken(server.db, token, now());
    const first = await server.db
      .selectFrom('auth_tokens')
      .select('revoked_at')
      .where('token_hash', '=', hashSecret(token))
      .executeTakeFirstOrThrow();
    server.clock.advance(60_000);
    await revokeToken(server.db, token, now());
    const second = await server.db
      .selectFrom('auth_tokens')
      .select('revoked_at')
      .where('token_hash', '=', hashSecret(token))
      .executeTakeFirstOrThrow();
    expect(second.revoked_at).toBe(first.revoked_at);
  });

  it("revokes every token of one member and none of another member's", async () => {
    const a1 = await issueToken(server.db, 'member', alice.id, now());
    const a2 = await issueToken(server.db, 'commodity', alice.id, now());
    const b1 = await issueToken(server.db, 'member', bob.id, now());
    await revokeMemberTokens(server.db, alice.id, now());
    expect(await statusOf(a1.token)).toBe('revoked');
    expect((await checkToken(server.db, a2.token, ['commodity'], now())).status).toBe('revoked');
    expect(await statusOf(b1.token)).toBe('valid');
  });
});
