/** @jest-environment node */
import { configFromEnv } from '../../src/server/config-from-env';
import { startTestServer } from './test-server';

describe('GET /api/v2/app-config', () => {
  it('tells the app its FAQ address, LIFF id and v1 base from the server environment', async () => {
    const { faqUrl, liffId, v1BaseUrl } = configFromEnv(
      {
        FAQ_URL: 'https://shop.example/faq',
        LINE_LIFF_ID: '1650000000-abcd',
        V1_BASE_URL: 'https://old.example/api/v1',
      },
      '/repo',
    );
    const server = await startTestServer({ faqUrl, liffId, v1BaseUrl });
    try {
      const res = await server.app.inject({ method: 'GET', url: '/api/v2/app-config' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        faqUrl: 'https://shop.example/faq',
        liffId: '1650000000-abcd',
        v1BaseUrl: 'https://old.example/api/v1',
      });
    } finally {
      await server.stop();
    }
  });

  it('hides LINE (liffId null) and points v1 at this server when nothing is configured', async () => {
    const server = await startTestServer();
    try {
      const res = await server.app.inject({ method: 'GET', url: '/api/v2/app-config' });
      expect(res.json()).toMatchObject({ liffId: null, v1BaseUrl: '/api/v1' });
    } finally {
      await server.stop();
    }
  });
});
