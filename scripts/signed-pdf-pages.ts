/**
 * `npx tsx scripts/signed-pdf-pages.ts`: the pages of the demo's signed contracts (the 分期付款契約
 * and 本票 of the first case past 對保, seeded in a temporary folder with the case's figures and
 * drawn signature) as poppler's pdftoppm draws them, the text page and the record page of each, into
 * test-results/screenshots/signed-pdf-*.png: to look at what a signer's PDF shows.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../src/server/app';

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'signed-pdf-'));
  const server = await buildServer({ dataDir, seedDemo: true, logLevel: 'silent' });
  const out = join(__dirname, '..', 'test-results', 'screenshots');
  mkdirSync(out, { recursive: true });
  const documents = await server.db.selectFrom('signed_documents').selectAll().orderBy('id').execute();
  for (const document of documents.slice(0, 2)) {
    const stream = await server.ctx.files.read(document.storage_key);
    if (!stream) throw new Error('no blob');
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const pdf = join(dataDir, `${document.contract_id}.pdf`);
    writeFileSync(pdf, Buffer.concat(chunks));
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf]).toString())?.[1] ?? 1);
    for (const [name, page] of [
      ['p1', 1],
      ['record', pages],
    ] as const) {
      const prefix = join(out, `signed-pdf-${document.contract_id}-${name}`);
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '72',
        '-f',
        String(page),
        '-l',
        String(page),
        '-singlefile',
        pdf,
        prefix,
      ]);
      console.log(
        `${prefix}.png (${document.contract_id} ${document.contract_version}, page ${page} of ${pages})`,
      );
    }
  }
  await server.app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
void main();
