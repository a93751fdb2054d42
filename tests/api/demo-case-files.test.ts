/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { findOpsCommand } from '../../tools/ops';
import { multipartBody, sampleJpeg } from './sample-files';
import { startTestServer, type TestServer } from './test-server';

/** A picture as 32×32 grey levels, white behind, to compare what two images show. */
async function pixels(image: Buffer): Promise<Buffer> {
  return sharp(image)
    .flatten({ background: '#ffffff' })
    .resize(32, 32, { fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer();
}

/** The mean difference of two pictures' grey levels (0 the same picture … 255). */
function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

/** One case as the member's list shows it. */
interface ListedCase {
  id: number;
  caseNo: string;
  status: string;
  statusLabel: string;
  statusNote: string | null;
}

/**
 * The demo's cases past signing carry their signatures and documents, drawn for their
 * member; a supplement the member sends is recorded, moves the case back to review and shows to
 * the reviewer in `ops list` / `ops show`.
 */
describe('demo case files and supplements sent', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: true });
  });
  afterAll(() => server.stop());

  async function login(idNum: string): Promise<string> {
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/v2/members/login?idNum=${idNum}`,
      payload: { passwd: 'demo1234' },
    });
    return res.json().token as string;
  }
  async function casesOf(token: string): Promise<ListedCase[]> {
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/v2/members/orders/list?access_token=${token}`,
    });
    return res.json().result as ListedCase[];
  }
  const ops = (name: string, ...args: string[]) => {
    const command = findOpsCommand(name);
    if (!command || 'onDatabaseFile' in command) throw new Error(`no context command ${name}`);
    return command.run(server.ctx, args);
  };

  it('gives the repaying and completed cases their signatures, declaration and 對保 photo', async () => {
    const token = await login('A123456789');
    const signed = (await casesOf(token)).filter((c) => ['repaying', 'completed'].includes(c.status));
    expect(signed).toHaveLength(2);
    for (const item of signed) {
      const res = await server.app.inject({
        method: 'GET',
        url: `/api/v2/members/orders/detail?appCaseNo=${item.caseNo}&access_token=${token}`,
      });
      const detail = res.json().result;
      for (const field of [
        'appContractSign',
        'appPromiseNoteSign',
        'appDeclarImg',
        'appNoticeIdVerifyPortrait',
      ]) {
        expect([item.status, field, typeof detail[field]]).toEqual([item.status, field, 'string']);
        const image = await server.app.inject({ method: 'GET', url: detail[field] });
        expect([field, image.statusCode, image.headers['content-type']]).toEqual([
          field,
          200,
          expect.stringMatching(/^image\/(png|jpeg)$/),
        ]);
      }
    }
  });

  it("draws every demo document for its member: none is its category's sample picture", async () => {
    const files = await server.db
      .selectFrom('files')
      .select(['id', 'category', 'case_id'])
      .where('case_id', 'is not', null)
      .execute();
    expect(files.length).toBeGreaterThanOrEqual(6 * 4 + 2 * 4);
    const samples = join(__dirname, '..', '..', 'src', 'server', 'db', 'seed', 'samples');
    for (const file of files.filter((f) => existsSync(join(samples, `${f.category}.svg`)))) {
      const sample = readFileSync(join(samples, `${file.category}.svg`));
      const stored = await server.app.inject({
        method: 'GET',
        url: server.ctx.fileUrls.link(file.id, 'file', server.clock.now()),
      });
      const where = `case ${file.case_id} category ${file.category}`;
      const apart = difference(await pixels(sample), await pixels(stored.rawPayload));
      expect({ where, looksLikeSample: apart <= 12 }).toEqual({ where, looksLikeSample: false });
    }
  });

  it('records a supplement, moves the case back to review and shows it to the reviewer', async () => {
    const token = await login('F223456786');
    const [waiting] = await casesOf(token);
    expect(waiting.status).toBe('supplement');
    const member = await server.db
      .selectFrom('members')
      .select('id')
      .where('id_num', '=', 'F223456786')
      .executeTakeFirstOrThrow();
    const send = async (name: string) => {
      const body = await multipartBody(
        { appCaseNo: waiting.caseNo },
        { name, type: 'image/jpeg', bytes: await sampleJpeg(320, 200) },
      );
      return server.app.inject({
        method: 'POST',
        url: `/api/v2/members/tmp-case-file?access_token=${token}`,
        payload: body.payload,
        headers: body.headers,
      });
    };
    const sent = await send('存摺封面.jpg');
    expect([sent.statusCode, sent.json()]).toEqual([200, { filename: '存摺封面.jpg' }]);

    const [now] = await casesOf(token);
    expect([now.status, now.statusLabel, now.statusNote]).toEqual([
      'reviewing',
      '審核中',
      '補件已收到，審核中',
    ]);
    const events = await server.db
      .selectFrom('case_events')
      .selectAll()
      .where('case_id', '=', waiting.id)
      .orderBy('id')
      .execute();
    expect(events.at(-1)).toMatchObject({
      from_status: 'supplement',
      to_status: 'reviewing',
      actor: `member:${member.id}`,
      note: '補件已收到，審核中：存摺封面.jpg',
    });

    // A second page while under review is recorded too, without another move.
    expect((await send('存摺內頁.jpg')).statusCode).toBe(200);
    const last = await server.db
      .selectFrom('case_events')
      .selectAll()
      .where('case_id', '=', waiting.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toMatchObject({
      from_status: 'reviewing',
      to_status: 'reviewing',
      note: '補件已收到：存摺內頁.jpg',
    });

    const listed = (await ops('list')).find((line) => line.startsWith(waiting.caseNo));
    expect(listed).toMatch(/reviewing\(審核中\).*\[補件 2 件, newest /);
    const shown = await ops('show', waiting.caseNo);
    expect(
      shown.some((line) => line.includes(`member:${member.id}`) && line.includes('supplement → reviewing')),
    ).toBe(true);
    expect(shown.some((line) => line.startsWith('files ('))).toBe(true);
    expect(shown.filter((line) => / 8 補件 {2}存摺(封面|內頁)\.jpg /.test(line))).toHaveLength(2);
  });
});
