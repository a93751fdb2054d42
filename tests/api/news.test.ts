/** @jest-environment node */
import { startTestServer, type TestServer } from './test-server';

describe('GET /api/v2/members/news', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clock: () => new Date('2026-11-20T00:00:00Z') });
  });
  afterAll(() => server.stop());

  it('lists the published announcements newest first, to anyone (200)', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v2/members/news' });
    expect(res.statusCode).toBe(200);
    const items = res.json() as { id: number; title: string; content: string; publishedAt: string }[];
    expect(items.length).toBeGreaterThan(0);
    const times = items.map((item) => Date.parse(item.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(items[0]).toEqual({
      id: expect.any(Number),
      title: '新增超商條碼繳款，繳費更方便',
      content: expect.stringContaining('超商'),
      publishedAt: '2026-11-19T09:00:00+08:00',
    });
  });

  it('keeps an announcement dated later than now back until its time', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v2/members/news' });
    const titles = (res.json() as { title: string }[]).map((item) => item.title);
    // Published 2026-11-21 09:00 Taipei: after this server's clock.
    expect(titles).not.toContain('元旦連假服務時間與繳款提醒');
    expect(titles).toContain('國慶連假客服服務時間調整公告');
  });
});
