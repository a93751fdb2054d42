/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/validation/schema-files';
import { pdfText } from '../support/pdf-text';
import { insertTestCase } from './guest-fixtures';
import { createTestMember } from './member-session';
import { startTestServer, type TestServer } from './test-server';

describe('studio contract preview', () => {
  const root = mkdtempSync(join(tmpdir(), 'fenqi-studio-contracts-'));
  let server: TestServer;
  let caseNo: string;
  beforeAll(async () => {
    cpSync(join(REPO_ROOT, 'contracts'), join(root, 'contracts'), { recursive: true });
    cpSync(join(REPO_ROOT, 'schemas'), join(root, 'schemas'), { recursive: true });
    server = await startTestServer({ studioRoot: root });
    const member = await createTestMember(server.ctx);
    ({ caseNo } = await insertTestCase(server.ctx, member.id));
  });
  afterAll(async () => {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  });

  const preview = (id: string, no = caseNo) =>
    server.app.inject({ url: `/api/v2/dev/studio/contracts/${id}/preview`, query: { caseNo: no } });

  it('lists the contract files and previews an analyst’s edit of a file, as it is on disk, with a case’s figures', async () => {
    const list = (await server.app.inject({ url: '/api/v2/dev/studio/contracts' })).json() as {
      id: string;
    }[];
    expect(list.map((c) => c.id)).toContain('installment');
    expect(list).toHaveLength(7);

    const path = join(root, 'contracts', 'sale.json');
    const sale = JSON.parse(readFileSync(path, 'utf8'));
    sale.version = '2026.12';
    sale.preamble = ['甲方向乙方購買下列商品（修訂測試），價金{{amount|twd}}：'];
    writeFileSync(path, JSON.stringify(sale));
    const res = await preview('sale');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const file = join(root, 'preview.pdf');
    writeFileSync(file, res.rawPayload);
    const text = pdfText(file);
    expect(text).toContain('甲方向乙方購買下列商品（修訂測試），價金新臺幣30,000元：');
    expect(text).toContain('買賣契約2026.12版');
    expect(text).toContain(`案件編號：${caseNo}`);
    expect(text).toContain('預覽，未簽署');
  });

  it('says what is wrong with a broken file, and 404 for an unknown contract or case', async () => {
    const path = join(root, 'contracts', 'platform.json');
    const platform = JSON.parse(readFileSync(path, 'utf8'));
    platform.preamble = ['{{noSuchFigure}}'];
    writeFileSync(path, JSON.stringify(platform));
    const broken = await preview('platform');
    expect(broken.statusCode).toBe(422);
    expect(broken.json().message).toBe('契約檔有誤：未知的欄位 {{noSuchFigure}}');
    expect((await preview('no-such-contract')).statusCode).toBe(404);
    expect((await preview('installment', 'FQ00000000000000')).json()).toMatchObject({ code: '014.404' });
  });
});
