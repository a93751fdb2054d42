/** @jest-environment node */
import { commodityAuth, memberFromBearer, memberFromQuery } from '../../src/server/auth/request-auth';
import { issueToken, revokeToken } from '../../src/server/auth/tokens';
import { API_ERRORS } from '../../src/server/api-error';
import { createTestMember, type TestMember } from './member-session';
import { startTestServer, type TestServer } from './test-server';

/**
 * The three ways a call proves who it is (spec §6) and the catalogue code each failure answers
 * (spec §8), through probe routes that use the same hooks as the real ones.
 */
describe('auth hooks', () => {
  let server: TestServer;
  let member: TestMember;
  beforeAll(async () => {
    server = await startTestServer();
    const { app, ctx } = server;
    const echo = async (request: { auth: unknown }) => request.auth;
    app.get('/probe/query', { onRequest: memberFromQuery(ctx) }, echo);
    app.get('/probe/bearer', { onRequest: memberFromBearer(ctx) }, echo);
    app.get('/probe/case', { onRequest: memberFromBearer(ctx, API_ERRORS.caseTokenExpired) }, echo);
    app.get('/probe/commodity', { onRequest: commodityAuth(ctx, ['commodity', 'draft']) }, echo);
    member = await createTestMember(ctx);
  });
  afterAll(() => server.stop());

  const call = (url: string, token?: string, asBearer = true) =>
    server.app.inject({
      method: 'GET',
      url: asBearer || !token ? url : `${url}?access_token=${token}`,
      headers: asBearer && token ? { authorization: `Bearer ${token}` } : {},
    });

  it('accepts a live member token in the access_token query and as a Bearer header', async () => {
    const byQuery = await call('/probe/query', member.token, false);
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.json()).toMatchObject({ kind: 'member', memberId: member.id });
    expect((await call('/probe/bearer', member.token)).json()).toMatchObject({ memberId: member.id });
  });

  it('answers 0004 without a token and 0005 for an unknown one on older (query) calls', async () => {
    expect((await call('/probe/query')).json()).toEqual({ code: '0004', message: '請先登入會員' });
    const unknown = await call('/probe/query', 'not-a-real-token', false);
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, '0005']);
  });

  it('answers 0006 for a missing or lapsed Bearer token, 2015 on case sub-flows', async () => {
    expect((await call('/probe/bearer')).json().code).toBe('0006');
    const { token } = await issueToken(server.ctx.db, 'member', member.id, server.clock.now());
    server.clock.advance(8 * 60 * 60 * 1000 + 1000);
    expect((await call('/probe/bearer', token)).json().code).toBe('0006');
    expect((await call('/probe/case', token)).json()).toEqual({ code: '2015', message: '憑證已過期' });
  });

  it('answers 2012 for a revoked (logged-out) token', async () => {
    const { token } = await issueToken(server.ctx.db, 'member', member.id, server.clock.now());
    await revokeToken(server.ctx.db, token, server.clock.now());
    expect((await call('/probe/query', token, false)).json().code).toBe('2012');
    expect((await call('/probe/bearer', token)).json().code).toBe('2012');
  });

  it('keeps token kinds apart: a member token is no commodity token and vice versa', async () => {
    const commodity = await issueToken(server.ctx.db, 'commodity', member.id, server.clock.now());
    const refused = await call('/probe/commodity', member.token);
    expect([refused.statusCode, refused.json().code]).toEqual([401, '001.401']);
    expect((await call('/probe/commodity', commodity.token)).json()).toMatchObject({ kind: 'commodity' });
    expect((await call('/probe/bearer', commodity.token)).json().code).toBe('0006');
  });

  it('lets a draft token (no member yet) through where the commodity flow allows it', async () => {
    const draft = await issueToken(server.ctx.db, 'draft', null, server.clock.now());
    expect((await call('/probe/commodity', draft.token)).json()).toMatchObject({
      kind: 'draft',
      memberId: null,
    });
  });
});
