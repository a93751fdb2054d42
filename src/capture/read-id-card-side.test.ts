/** @jest-environment node */
// Real server, real OCR: the v2 client talks to a test server whose local reader (tesseract)
// reads a card rendered by renderSampleIdCard. Each read takes a few seconds.
import { clearCommodityToken, setCommodityToken } from '../api/commodity-token';
import { v2Client } from '../api/v2/client';
// eslint-disable-next-line import-x/no-restricted-paths -- tests only: the server's card renderer (sharp) draws the sample card
import { renderSampleIdCard } from '../server/ocr/sample-id-card';
import { createTestMember } from '../../tests/api/member-session';
import { startTestServer, type TestServer } from '../../tests/api/test-server';
import { canReadIdCard, NO_TOKEN_TEXT, readIdCardSide } from './read-id-card-side';

const png = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });
const inAnHour = () => new Date(Date.now() + 3_600_000);

async function listen(server: TestServer): Promise<void> {
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  v2Client.defaults.baseURL = `${address}/api/v2`;
}

describe('readIdCardSide against the real server', () => {
  let server: TestServer;
  let card: Buffer;
  beforeAll(async () => {
    server = await startTestServer();
    await listen(server);
    const member = await createTestMember(server.ctx, { tokenKind: 'commodity' });
    setCommodityToken(member.token, inAnHour());
    card = await renderSampleIdCard({
      idCardNo: 'A123456789',
      birth: '民國 84年 5月 5日',
      issue: '民國 109年 5月 1日 (北市) 換發',
    });
  });
  afterAll(async () => {
    clearCommodityToken();
    await server.stop();
  });

  it('reads the front of a card (onlyFront) into the fields', async () => {
    expect(canReadIdCard()).toBe(true);
    expect(await readIdCardSide(png(card), 'front')).toEqual({
      ok: true,
      fields: { idCardNo: 'A123456789', birthDate: '1995-05-05', issueYear: 109, issueMonth: 5, issueDay: 1 },
    });
  });

  it("says a picture without a readable card is unreadable, with the server's message (422)", async () => {
    const blank = await renderSampleIdCard({});
    expect(await readIdCardSide(png(blank), 'front')).toEqual({
      ok: false,
      failure: 'unreadable',
      message: '無法辨識身分證，請重新拍攝清晰的照片或手動填寫資料',
    });
  });

  it('asks the back only (onlyBack): the local reader finds nothing there (422)', async () => {
    expect(await readIdCardSide(png(card), 'back')).toMatchObject({ ok: false, failure: 'unreadable' });
  });

  it('tells a missing application token apart (401 001.401) and says to log in or type', async () => {
    clearCommodityToken();
    expect(canReadIdCard()).toBe(false);
    expect(await readIdCardSide(png(card), 'front')).toEqual({
      ok: false,
      failure: 'no-token',
      message: NO_TOKEN_TEXT,
    });
  });
});

describe('readIdCardSide when the outside reader is unreachable', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ocrApiUrl: 'http://127.0.0.1:9/nothing-here' });
    await listen(server);
    const member = await createTestMember(server.ctx, { tokenKind: 'commodity' });
    setCommodityToken(member.token, inAnHour());
  });
  afterAll(async () => {
    clearCommodityToken();
    await server.stop();
  });

  it("says the reader is unavailable, with the server's message (503)", async () => {
    const card = await renderSampleIdCard({ idCardNo: 'A123456789' });
    expect(await readIdCardSide(png(card), 'front')).toEqual({
      ok: false,
      failure: 'unavailable',
      message: '身分證辨識服務目前無法使用，請手動填寫資料',
    });
  });

  it('reports a request that got no reply as failed', async () => {
    v2Client.defaults.baseURL = 'http://127.0.0.1:9/api/v2';
    expect(await readIdCardSide(png(Buffer.from('x')), 'front')).toMatchObject({
      ok: false,
      failure: 'failed',
    });
  });
});
