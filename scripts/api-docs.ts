/**
 * `npm run api-docs`: writes the OpenAPI document the server serves at /api/docs/json to
 * docs/openapi.json, so a change to the wire contract is reviewed as a diff of that file.
 * `--check` only says whether the file is current (exit 1 when not).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../src/server/app';
import { API_DOCUMENT_FILE, apiDocumentFileText } from '../src/server/plugins/openapi-document';

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fenqi-api-docs-'));
  try {
    const { app } = await buildServer({ dataDir, logLevel: 'silent' });
    const text = apiDocumentFileText((await app.inject({ method: 'GET', url: '/api/docs/json' })).json());
    await app.close();
    const path = join(__dirname, '..', API_DOCUMENT_FILE);
    if (process.argv.includes('--check')) {
      const current = readFileSync(path, 'utf8') === text;
      console.log(
        current ? `${API_DOCUMENT_FILE} is current` : `${API_DOCUMENT_FILE} is stale: run npm run api-docs`,
      );
      process.exitCode = current ? 0 : 1;
    } else {
      writeFileSync(path, text);
      console.log(`wrote ${API_DOCUMENT_FILE}`);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
