/** @jest-environment node */
// Real server, real OCR (tesseract): a card drawn by renderSampleIdCard; reads take a few seconds.
import { clearCommodityToken, setCommodityToken } from '../../../api/commodity-token';
import { v2Client } from '../../../api/v2/client';
// eslint-disable-next-line import-x/no-restricted-paths -- tests only: the server's card renderer (sharp) draws the sample card
import { renderSampleIdCard } from '../../../server/ocr/sample-id-card';
import { createTestMember } from '../../../../tests/api/member-session';
import { startTestServer, type TestServer } from '../../../../tests/api/test-server';
import { runOcrTrial } from './ocr-trial';

const png = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

describe('runOcrTrial against the real server', () => {
  let server: TestServer;
  let card: Blob;
  beforeAll(async () => {
    server = await startTestServer();
    v2Client.defaults.baseURL = `${await server.app.listen({ port: 0, host: '127.0.0.1' })}/api/v2`;
    const member = await createTestMember(server.ctx, { tokenKind: 'commodity' });
    setCommodityToken(member.token, new Date(Date.now() + 3_600_000));
    card = png(
      await renderSampleIdCard({
        idCardNo: 'A123456789',
        birth: '民國 84年 5月 5日',
        issue: '民國 109年 5月 1日 (北市) 換發',
      }),
    );
  });
  afterAll(async () => {
    clearCommodityToken();
    await server.stop();
  });

  it('records the 200 reply and how long it took', async () => {
    let clock = 1000;
    const trial = await runOcrTrial(card, 'front', () => (clock += 250));
    expect(trial).toEqual({
      side: 'front',
      status: 200,
      body: { idCardNo: 'A123456789', birthDate: '1995-05-05', issueYear: 109, issueMonth: 5, issueDay: 1 },
      ms: 250,
    });
  });

  it('records an error reply as sent (422 for the back, which the local reader cannot read)', async () => {
    const trial = await runOcrTrial(card, 'back');
    expect(trial).toMatchObject({
      side: 'back',
      status: 422,
      body: { code: '422', message: '無法辨識身分證，請重新拍攝清晰的照片或手動填寫資料' },
    });
    expect(trial.ms).toBeGreaterThanOrEqual(0);
  });

  it('records the refusal without a token (401 001.401)', async () => {
    clearCommodityToken();
    expect(await runOcrTrial(card, 'both')).toMatchObject({ status: 401, body: { code: '001.401' } });
  });
});
