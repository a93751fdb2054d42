/**
 * `npm run api-docs`: writes the OpenAPI document the server serves at /api/docs/json to
 * docs/openapi.json, so a change to the wire contract is reviewed as a diff of that file, then
 * lints it with Redocly CLI (redocly.yaml) and Spectral (.spectral.yaml), so a change that breaks
 * an integrator's tools is caught too. `--check` only says whether the file is current and lints
 * what it should hold. Exit 1 when the file is stale (with --check) or a lint finds anything.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../src/server/app';
import { API_DOCUMENT_FILE, apiDocumentFileText } from '../src/server/plugins/openapi-document';
import { findingLines, lintApiDocument } from './api-document-lints';

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fenqi-api-docs-'));
  try {
    const { app } = await buildServer({ dataDir, logLevel: 'silent' });
    const text = apiDocumentFileText((await app.inject({ method: 'GET', url: '/api/docs/json' })).json());
    await app.close();
    const path = join(__dirname, '..', API_DOCUMENT_FILE);
    let linted = path;
    if (process.argv.includes('--check')) {
      const current = readFileSync(path, 'utf8') === text;
      console.log(
        current ? `${API_DOCUMENT_FILE} is current` : `${API_DOCUMENT_FILE} is stale: run npm run api-docs`,
      );
      if (!current) process.exitCode = 1;
      linted = join(dataDir, 'openapi.json');
      writeFileSync(linted, text);
    } else {
      writeFileSync(path, text);
      console.log(`wrote ${API_DOCUMENT_FILE}`);
    }
    for (const report of await lintApiDocument(linted)) {
      console.log(`${report.tool}: ${report.errors} errors, ${report.warnings} warnings`);
      for (const line of findingLines(report)) console.log(`  ${line}`);
      if (report.errors + report.warnings > 0) process.exitCode = 1;
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
