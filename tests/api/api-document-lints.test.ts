/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findingLines, lintApiDocument, type LintReport } from '../../scripts/api-document-lints';
import { apiDocumentFileText } from '../../src/server/plugins/openapi-document';
import { startTestServer, type TestServer } from './test-server';

/**
 * The document an integrator's tools read: the OpenAPI document the server serves is
 * linted by Redocly CLI (recommended ruleset, redocly.yaml) and Spectral (`spectral:oas`,
 * .spectral.yaml), each CLI started once, as `npm run api-docs` does. Any error or warning of
 * either fails, with the rule and the JSON pointer of each finding.
 */
describe('the served OpenAPI document under standard lints', () => {
  let server: TestServer;
  let dir: string;
  let reports: LintReport[];

  beforeAll(async () => {
    server = await startTestServer();
    const document = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    dir = mkdtempSync(join(tmpdir(), 'fenqi-api-lint-'));
    const file = join(dir, 'openapi.json');
    writeFileSync(file, apiDocumentFileText(document));
    reports = await lintApiDocument(file);
  }, 120_000);
  afterAll(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const reportOf = (tool: LintReport['tool']) => reports.find((report) => report.tool === tool)!;

  it('has no error and no warning under Redocly CLI', () => {
    expect(findingLines(reportOf('redocly'))).toEqual([]);
  });

  it("has no error and no warning under Spectral's spectral:oas", () => {
    expect(findingLines(reportOf('spectral'))).toEqual([]);
  });
});
