/** @jest-environment node */
import { startTestServer, type TestServer } from './test-server';

describe('development outbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await server.ctx.mailer.send({
      to: 'first@example.com',
      subject: '第一封',
      text: '請點選 https://app.fenqi.test/member/forgot-pwd?token=abc&x=1 設定密碼',
      html: '<p>第一封</p>',
    });
    server.clock.advance(1000);
    await server.ctx.mailer.send({
      to: 'second@example.com',
      subject: '<script>alert(1)</script> 第二封',
      text: '王"小明" <b>您好</b>',
      html: '<p>第二封</p>',
    });
  });
  afterAll(() => server.stop());

  it('lists every mail as JSON, newest first', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v2/dev/outbox' });
    expect(res.statusCode).toBe(200);
    const mails = res.json() as { to: string; subject: string; text: string; sentAt: string | null }[];
    expect(mails.map((m) => m.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(mails[1]).toMatchObject({
      id: expect.any(Number),
      subject: '第一封',
      text: expect.stringContaining('token=abc'),
      html: '<p>第一封</p>',
      createdAt: expect.any(String),
      sentAt: null,
    });
  });

  it('shows an HTML page in zh-TW with clickable links and every value escaped', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const page = res.body;
    expect(page).toContain('<html lang="zh-Hant-TW">');
    expect(page).toContain('開發用郵件匣');
    expect(page).toContain(
      '<a href="https://app.fenqi.test/member/forgot-pwd?token=abc&amp;x=1" target="_blank" rel="noopener noreferrer">',
    );
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; 第二封');
    expect(page).toContain('王&quot;小明&quot; &lt;b&gt;您好&lt;/b&gt;');
    expect(page.indexOf('second@example.com')).toBeLessThan(page.indexOf('first@example.com'));
  });

  it('shows the mails the account routes send (a reset link in the page)', async () => {
    await server.db
      .insertInto('members')
      .values({
        id_num: 'A123456789',
        name: '王<小明>',
        email: 'ming@example.com',
        cell_phone: '0912345678',
        created_at: server.clock.now().toISOString(),
      })
      .execute();
    const sent = await server.app.inject({
      method: 'POST',
      url: '/api/v2/members/password-forgetting',
      payload: { idNum: 'A123456789', email: 'ming@example.com' },
    });
    expect(sent.statusCode).toBe(200);
    const page = (await server.app.inject({ method: 'GET', url: '/dev/outbox' })).body;
    expect(page).toMatch(/<a href="http:\/\/localhost:3000\/member\/forgot-pwd\?token=[A-Za-z0-9_-]{43}"/);
    expect(page).toContain('王&lt;小明&gt; 您好');
    const [newest] = (await server.app.inject({ method: 'GET', url: '/api/v2/dev/outbox' })).json();
    expect(newest.html).toContain('王&lt;小明&gt; 您好');
    expect(newest.html).not.toContain('王<小明>');
  });
});

describe('development outbox in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ production: true });
    await server.ctx.mailer.send({
      to: 'a@example.com',
      subject: '秘密',
      text: 'secret',
      html: '<p>secret</p>',
    });
  });
  afterAll(() => server.stop());

  it('answers 404 on both the page and the JSON list', async () => {
    for (const url of ['/dev/outbox', '/api/v2/dev/outbox']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode, code: res.json().code }).toEqual({
        url,
        status: 404,
        code: '404',
      });
      expect(res.body).not.toContain('secret');
    }
  });
});
