/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { contractLines } from '../../src/contracts/contract-plain-text';
import { contractText, isContractId } from '../../src/contracts/contract-texts';
import type { ContractFigures } from '../../src/contracts/case-figures';
import { renderContract } from '../../src/contracts/render-contract';
import { issueToken } from '../../src/server/auth/tokens';
import { OpsGuidance } from '../../tools/ops/ops-command';
import { showCase } from '../../tools/ops/show-case';
import { verifyCase } from '../../tools/ops/verify-case';
import { pdfText } from '../support/pdf-text';
import { sampleApplication, uploadDraftFile } from './commodity-application-sample';
import { createTestMember } from './member-session';
import { startTestServer, type TestServer } from './test-server';

/** A signature as the pad draws it: a dark stroke on white, PNG. */
const signaturePng = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"><rect width="300" height="120" fill="#fff"/><path d="M20 90 C 80 10, 140 110, 280 30" stroke="#000" stroke-width="5" fill="none"/></svg>',
    ),
  )
    .png()
    .toBuffer();

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** Text without any whitespace: the PDF wraps lines where the page ends. */
const squeezed = (text: string) => text.replace(/\s+/g, '');

describe('signed contract documents', () => {
  let server: TestServer;
  let caseId: number;
  let caseNo: string;
  let token: string;
  let memberToken: string;
  beforeAll(async () => {
    server = await startTestServer();
    const member = await createTestMember(server.ctx, { idNum: 'A123456789', tokenKind: 'commodity' });
    token = member.token;
    const png = await signaturePng();
    const ids: number[] = [];
    for (const category of [4, 14, 16, 17, 18, 19, 22, 23]) {
      const signature = [18, 19, 22, 23].includes(category);
      const res = await uploadDraftFile(
        server,
        token,
        category,
        signature ? { bytes: png, type: 'image/png', name: 'signature.png' } : {},
      );
      expect(res.statusCode).toBe(201);
      ids.push((res.json() as { id: number }).id);
    }
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v2/members/commodity-cases',
      headers: { authorization: `Bearer ${token}` },
      payload: sampleApplication({ caseFileIds: ids }),
    });
    expect(res.statusCode).toBe(201);
    ({ caseId, caseNo } = res.json() as { caseId: number; caseNo: string });
    ({ token: memberToken } = await issueToken(server.db, 'member', member.id, server.clock.now()));
  }, 60_000);
  afterAll(() => server.stop());

  const documents = () =>
    server.db
      .selectFrom('signed_documents')
      .selectAll()
      .where('case_id', '=', caseId)
      .orderBy('id')
      .execute();

  it('keeps one PDF per contract the applicant signed, whose text is the version file filled with the figures', async () => {
    const rows = await documents();
    expect(rows.map((row) => row.contract_id)).toEqual([
      'installment',
      'promissory-note',
      'platform',
      'sale',
    ]);
    const dir = mkdtempSync(join(tmpdir(), 'signed-pdf-'));
    for (const row of rows) {
      const pdf = readFileSync(join(server.dataDir, 'files', row.storage_key));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(sha256(pdf)).toBe(row.sha256);
      if (!isContractId(row.contract_id)) throw new Error(row.contract_id);
      expect(row.contract_version).toBe(contractText(row.contract_id).version);
      const figures = JSON.parse(row.figures_json) as ContractFigures;
      expect(figures).toMatchObject({ amount: expect.any(Number), installment: expect.any(Number), caseNo });
      const expected = contractLines(
        renderContract(contractText(row.contract_id), { ...figures, date: new Date(figures.date) }),
      );
      writeFileSync(join(dir, 'doc.pdf'), pdf);
      const text = pdfText(join(dir, 'doc.pdf'));
      for (const line of expected) expect(text).toContain(squeezed(line));
      expect(text).toContain(squeezed(`案件編號：${caseNo}`));
      expect(text).toContain(squeezed('簽署人：王小明（申請人）'));
      console.log(`${row.contract_id}: ${row.size} bytes`);
    }
  });

  it('lists them with their hashes in ops show, verifies them, and fails verify on one flipped byte', async () => {
    const rows = await documents();
    const shown = (await showCase.run(server.ctx, [caseNo])).join('\n');
    for (const row of rows) expect(shown).toContain(`sha256 ${row.sha256}`);
    expect(await verifyCase.run(server.ctx, [caseNo])).toContain('all 4 verified');

    const path = join(server.dataDir, 'files', rows[2].storage_key);
    const bytes = readFileSync(path);
    bytes[Math.floor(bytes.length / 2)] ^= 0x01;
    writeFileSync(path, bytes);
    const failure = await verifyCase.run(server.ctx, [caseNo]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OpsGuidance);
    const lines = (failure as OpsGuidance).lines.join('\n');
    expect(lines).toMatch(new RegExp(`#${rows[2].id} .*CHANGED`));
    expect(lines).toContain('1 of 4 signed document(s) do not verify');
  });

  it('lets only the case’s member list and open them: another member hears 404, a forged link 403', async () => {
    const list = await server.app.inject({
      url: `/api/v2/members/cases/${caseId}/signed-documents`,
      headers: { authorization: `Bearer ${memberToken}` },
    });
    expect(list.statusCode).toBe(200);
    const { documents: listed } = list.json() as { documents: { fileUrl: string; sha256: string }[] };
    expect(listed).toHaveLength(4);
    const pdf = await server.app.inject({ url: listed[0].fileUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(sha256(pdf.rawPayload)).toBe(listed[0].sha256);

    const other = await createTestMember(server.ctx, { idNum: 'F223456786' });
    const theirs = await server.app.inject({
      url: `/api/v2/members/cases/${caseId}/signed-documents`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: '014.404' });
    const texts = await server.app.inject({
      url: `/api/v2/members/cases/${caseId}/contract-texts`,
      headers: { authorization: `Bearer ${memberToken}` },
    });
    expect((texts.json() as { documents: { version: string }[] }).documents.map((d) => d.version)).toEqual([
      '分期付款契約 2026.11 版',
      '本票 2026.11 版',
      '平台服務契約 2025.01 版',
      '買賣契約 2025.01 版',
    ]);
    const theirTexts = await server.app.inject({
      url: `/api/v2/members/cases/${caseId}/contract-texts`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(theirTexts.statusCode).toBe(404);
    const forged = await server.app.inject({
      url: listed[0].fileUrl.replace(/signature=[^&]+/, 'signature=x'),
    });
    expect(forged.statusCode).toBe(403);
  });
});
