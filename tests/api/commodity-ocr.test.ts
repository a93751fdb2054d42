/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestMember, type TestMember } from './member-session';
import { photographSampleIdCard, renderSampleIdCard } from '../../src/server/ocr/sample-id-card';
import { multipartBody, SAMPLE_PDF, sampleJpeg } from './sample-files';
import { startTestServer, type TestServer } from './test-server';

const OCR = '/api/v2/members/commodity-cases/id-card-ocr';

/** What the fake OCR service received, and what it should answer next. */
interface FakeOcr {
  server: Server;
  url: string;
  requests: { url: string; contentType: string; size: number }[];
  reply: { status: number; body: unknown };
}

async function startFakeOcr(): Promise<FakeOcr> {
  const fake: FakeOcr = { server: createServer(), url: '', requests: [], reply: { status: 200, body: {} } };
  fake.server.on('request', async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    fake.requests.push({
      url: request.url ?? '',
      contentType: request.headers['content-type'] ?? '',
      size: Buffer.concat(chunks).length,
    });
    response.writeHead(fake.reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(fake.reply.body));
  });
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/v1/id-card`;
  return fake;
}

describe('POST /members/commodity-cases/id-card-ocr with an outside service (OCR_API_URL)', () => {
  let fake: FakeOcr;
  let server: TestServer;
  let member: TestMember;
  let photo: Buffer;
  beforeAll(async () => {
    fake = await startFakeOcr();
    server = await startTestServer({ ocrApiUrl: fake.url });
    member = await createTestMember(server.ctx, { tokenKind: 'commodity' });
    photo = await sampleJpeg(320, 200);
  });
  afterAll(async () => {
    await server.stop();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  const read = async (
    query = '',
    file = { bytes: photo, type: 'image/jpeg' },
    token: string | null = member.token,
  ) => {
    const { payload, headers } = await multipartBody({}, { name: 'id.jpg', ...file });
    return server.app.inject({
      method: 'POST',
      url: `${OCR}${query}`,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
    });
  };

  it('sends the picture to the OCR service and returns only the fields it read (200)', async () => {
    fake.reply = {
      status: 200,
      body: {
        data: {
          idCardNo: 'a123456789',
          name: '王小明',
          birthDate: '1995-05-05',
          issueYear: 109,
          issueMonth: '5',
          issueDay: 1,
          issueLocation: '北市',
          issueStatus: '換發',
          permanentAddress: '',
          confidence: 0.93,
          rawText: 'secret internals',
        },
      },
    };
    const res = await read('?onlyFront');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      idCardNo: 'A123456789',
      name: '王小明',
      birthDate: '1995-05-05',
      issueYear: 109,
      issueMonth: 5,
      issueDay: 1,
      issueLocation: '北市',
      issueStatus: '換發',
    });
    const sent = fake.requests.at(-1);
    expect(sent).toEqual({
      url: '/v1/id-card?onlyFront=true',
      contentType: 'image/jpeg',
      size: photo.length,
    });
  });

  it('passes onlyBack and accepts top-level fields', async () => {
    fake.reply = {
      status: 200,
      body: { permanentCity: '臺北市', permanentDistrict: '大安區', permanentAddress: '復興南路一段 1 號' },
    };
    const res = await read('?onlyBack=true');
    expect(res.json()).toEqual({
      permanentCity: '臺北市',
      permanentDistrict: '大安區',
      permanentAddress: '復興南路一段 1 號',
    });
    expect(fake.requests.at(-1)?.url).toBe('/v1/id-card?onlyBack=true');
  });

  it('answers 422 when the service cannot read the picture', async () => {
    fake.reply = { status: 422, body: { error: 'blurry' } };
    const res = await read();
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: '422',
      message: '無法辨識身分證，請重新拍攝清晰的照片或手動填寫資料',
    });
  });

  it('answers 503 when the service fails', async () => {
    fake.reply = { status: 500, body: {} };
    const res = await read();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: '503', message: '身分證辨識服務目前無法使用，請手動填寫資料' });
  });

  it('refuses what is not a photo (415) without calling the service', async () => {
    const calls = fake.requests.length;
    const res = await read('', { bytes: SAMPLE_PDF, type: 'application/pdf' });
    expect(res.statusCode).toBe(415);
    expect(fake.requests.length).toBe(calls);
  });

  it('refuses a bad flag (422) and a missing or bad token (001.401)', async () => {
    expect((await read('?onlyFront=maybe')).json()).toMatchObject({
      code: '422',
      message: '請選擇有效的只辨識正面',
    });
    expect((await read('', undefined, null)).json()).toEqual({
      code: '001.401',
      message: '憑證已過期，請重新下單',
    });
    expect((await read('', undefined, 'forged')).statusCode).toBe(401);
  });

  it('answers 503 when the service is unreachable', async () => {
    const gone = await startTestServer({ ocrApiUrl: 'http://127.0.0.1:9/nothing-here' });
    try {
      const someone = await createTestMember(gone.ctx, { tokenKind: 'commodity' });
      const { payload, headers } = await multipartBody(
        {},
        { name: 'id.jpg', type: 'image/jpeg', bytes: photo },
      );
      const res = await gone.app.inject({
        method: 'POST',
        url: OCR,
        headers: { ...headers, authorization: `Bearer ${someone.token}` },
        payload,
      });
      expect([res.statusCode, res.json().code]).toEqual([503, '503']);
    } finally {
      await gone.stop();
    }
  });
});

describe('POST /members/commodity-cases/id-card-ocr read on this machine (no OCR_API_URL)', () => {
  let server: TestServer;
  let member: TestMember;
  let card: Buffer;
  beforeAll(async () => {
    server = await startTestServer();
    member = await createTestMember(server.ctx, { tokenKind: 'commodity' });
    card = await renderSampleIdCard({
      idCardNo: 'A123456789',
      birth: '民國 84年 5月 5日',
      issue: '民國 109年 5月 1日 (北市) 換發',
    });
  });
  afterAll(() => server.stop());

  const post = async (bytes: Buffer, type: string, query = '') => {
    const { payload, headers } = await multipartBody({}, { name: 'id-card', type, bytes });
    return server.app.inject({
      method: 'POST',
      url: `${OCR}${query}`,
      headers: { ...headers, authorization: `Bearer ${member.token}` },
      payload,
    });
  };

  it('reads the ID number and the dates of the card front (200)', async () => {
    const res = await post(card, 'image/png', '?onlyFront');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      idCardNo: 'A123456789',
      birthDate: '1995-05-05',
      issueYear: 109,
      issueMonth: 5,
      issueDay: 1,
    });
  });

  it('reads a phone photo of the card (tilted, blurred, noisy JPEG), also two at once', async () => {
    const photo = await photographSampleIdCard(card, 4);
    const both = await Promise.all([post(photo, 'image/jpeg'), post(card, 'image/png')]);
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(both.map((res) => res.json().idCardNo)).toEqual(['A123456789', 'A123456789']);
  });

  it('answers 422 asking for a clearer photo when nothing useful is read', async () => {
    const unreadable = { code: '422', message: '無法辨識身分證，請重新拍攝清晰的照片或手動填寫資料' };
    const noCard = await post(await sampleJpeg(640, 400), 'image/jpeg');
    expect([noCard.statusCode, noCard.json()]).toEqual([422, unreadable]);
    const blank = await post(await renderSampleIdCard({}), 'image/png');
    expect([blank.statusCode, blank.json()]).toEqual([422, unreadable]);
    // The back holds only Chinese text (parents, address), which the English model cannot read.
    const back = await post(card, 'image/png', '?onlyBack=true');
    expect([back.statusCode, back.json()]).toEqual([422, unreadable]);
  });

  it('still refuses what is not a photo (415) and a missing token (001.401)', async () => {
    expect((await post(SAMPLE_PDF, 'application/pdf')).statusCode).toBe(415);
    const { payload, headers } = await multipartBody({}, { name: 'id.png', type: 'image/png', bytes: card });
    const res = await server.app.inject({ method: 'POST', url: OCR, headers, payload });
    expect([res.statusCode, res.json().code]).toEqual([401, '001.401']);
  });
});
