/** @jest-environment node */
import { createTestMember, type TestMember } from './member-session';
import { startTestServer, type TestServer } from './test-server';

const PUBLIC_URL = 'https://app.fenqi.test';
const VERIFY_LINK = /https:\/\/app\.fenqi\.test(\/api\/v2\/members\/emails\/verify\?token=[A-Za-z0-9_-]{43})/;

describe('email checks and verification', () => {
  let server: TestServer;
  let alice: TestMember;
  let bob: TestMember;
  let carol: TestMember;
  let dave: TestMember;
  let noEmail: TestMember;
  beforeAll(async () => {
    server = await startTestServer({ publicUrl: PUBLIC_URL });
    alice = await createTestMember(server.ctx, { idNum: 'A123456789', email: 'alice@example.com' });
    bob = await createTestMember(server.ctx, { idNum: 'B123456780', email: 'bob@example.com' });
    carol = await createTestMember(server.ctx, { idNum: 'D123456782', email: 'carol@example.com' });
    dave = await createTestMember(server.ctx, { idNum: 'E123456783', email: 'dave@example.com' });
    noEmail = await createTestMember(server.ctx, { idNum: 'C123456781', email: null });
  });
  afterAll(() => server.stop());

  const get = (path: string, token?: string | null, query = '') =>
    server.app.inject({
      method: 'GET',
      url: `/api/v2/members/emails/${path}?${token ? `access_token=${token}&` : ''}${query}`,
    });
  /** Sends the verification mail and returns the link's path, read from the outbox as the member reads the mail. */
  const mailedLink = async (member: TestMember, to: string) => {
    const res = await get('send-verified-email', member.token);
    expect(res.statusCode).toBe(200);
    const mail = await server.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const match = VERIFY_LINK.exec(mail.text_body);
    expect(match).not.toBeNull();
    return match?.[1] ?? '';
  };
  const follow = (path: string) => server.app.inject({ method: 'GET', url: path });

  describe('GET /members/emails/is-repeated', () => {
    it('says whether another member uses the address, ignoring case', async () => {
      expect((await get('is-repeated', bob.token, 'email=ALICE@example.com')).json()).toEqual({
        isRepeated: true,
      });
      expect((await get('is-repeated', alice.token, 'email=alice@example.com')).json()).toEqual({
        isRepeated: false,
      });
      expect((await get('is-repeated', alice.token, 'email=new@example.com')).json()).toEqual({
        isRepeated: false,
      });
    });

    it('agrees with the rule the saving routes apply: an address stored in capitals is repeated in any case', async () => {
      await createTestMember(server.ctx, { idNum: 'F123456784', email: 'Mixed.Case@Example.com' });
      for (const email of ['mixed.case@example.com', 'MIXED.CASE@EXAMPLE.COM'])
        expect((await get('is-repeated', alice.token, `email=${encodeURIComponent(email)}`)).json()).toEqual({
          isRepeated: true,
        });
    });

    it('validates the address (422) and needs a member token (0004)', async () => {
      const bad = await get('is-repeated', alice.token, 'email=alice@');
      expect([bad.statusCode, bad.json().message]).toEqual([422, '請輸入正確的電子信箱']);
      const missing = await get('is-repeated', alice.token);
      expect([missing.statusCode, missing.json().message]).toEqual([422, '請輸入電子信箱']);
      expect((await get('is-repeated', null, 'email=a@example.com')).json().code).toBe('0004');
    });
  });

  describe('send-verified-email, verify and is-verified', () => {
    it('starts unverified', async () => {
      const res = await get('is-verified', alice.token);
      expect([res.statusCode, res.json()]).toEqual([200, { isVerified: false, email: 'alice@example.com' }]);
    });

    it('mails a link; following it verifies the address and redirects to the info page', async () => {
      const res = await get('send-verified-email', alice.token);
      expect(res.json()).toEqual({
        message: expect.stringMatching(/^驗證信已寄出/),
        email: 'alice@example.com',
      });
      const link = await mailedLink(alice, 'alice@example.com');
      const followed = await follow(link);
      expect(followed.statusCode).toBe(302);
      expect(followed.headers.location).toBe('/member/info?emailVerified=1');
      expect((await get('is-verified', alice.token)).json()).toEqual({
        isVerified: true,
        email: 'alice@example.com',
      });
      expect((await get('is-verified', bob.token)).json().isVerified).toBe(false); // only the link's member
    });

    it('verifies nothing when the address changed after the mail was sent', async () => {
      const link = await mailedLink(dave, 'dave@example.com');
      await server.db
        .updateTable('members')
        .set({ email: 'dave2@example.com' })
        .where('id', '=', dave.id)
        .execute();
      expect((await follow(link)).headers.location).toBe('/member/info?emailVerified=0');
      expect((await get('is-verified', dave.token)).json()).toEqual({
        isVerified: false,
        email: 'dave2@example.com',
      });
    });

    it('answers 400 400-03 when the member has no email on file', async () => {
      const res = await get('send-verified-email', noEmail.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: '400-03', message: '會員資料尚未填寫電子信箱，請先至基本資料填寫' });
      expect((await get('is-verified', noEmail.token)).json()).toEqual({ isVerified: false, email: null });
    });

    it('sends at most 3 verification mails per member in 15 minutes (429)', async () => {
      server.clock.advance(16 * 60_000);
      for (let i = 0; i < 3; i += 1)
        expect((await get('send-verified-email', bob.token)).statusCode).toBe(200);
      expect((await get('send-verified-email', bob.token)).json()).toEqual({
        code: '429',
        message: '寄信次數過多，請 15 分鐘後再試',
      });
    });

    // Last: it moves the clock past every token's lifetime.
    it('redirects with emailVerified=0 for a used, expired, unknown or missing link', async () => {
      server.clock.advance(16 * 60_000); // past the mail quota the previous test used up
      const used = await mailedLink(bob, 'bob@example.com');
      expect((await follow(used)).headers.location).toBe('/member/info?emailVerified=1');
      expect((await follow(used)).headers.location).toBe('/member/info?emailVerified=0');
      const late = await mailedLink(carol, 'carol@example.com');
      server.clock.advance(24 * 60 * 60 * 1000 + 1000);
      expect((await follow(late)).headers.location).toBe('/member/info?emailVerified=0');
      const row = await server.db
        .selectFrom('members')
        .select('email_verified_at')
        .where('id', '=', carol.id)
        .executeTakeFirstOrThrow();
      expect(row.email_verified_at).toBeNull(); // (the member's token lapsed too, so read the record)
      for (const path of ['/api/v2/members/emails/verify?token=nope', '/api/v2/members/emails/verify']) {
        const res = await follow(path);
        expect([path, res.statusCode, res.headers.location]).toEqual([
          path,
          302,
          '/member/info?emailVerified=0',
        ]);
      }
    });

    it('needs a member token on send-verified-email and is-verified (0004 / 0005)', async () => {
      expect((await get('send-verified-email')).json().code).toBe('0004');
      expect((await get('is-verified', 'bogus')).json().code).toBe('0005');
    });
  });
});
