import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * scripts/side-by-side.ts in a scratch folder whose package.json has a slow script, a quick one and
 * one that fails: all three run at once, each one's output comes as a block of prefixed lines, and
 * the run fails because one did, after every one has ended.
 */
const RUNNER = join(__dirname, 'side-by-side.ts');
const TSX = join(__dirname, '..', 'node_modules', '.bin', 'tsx');
let folder: string;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'fenqi-side-by-side-'));
  const scripts = {
    slow: 'node -e "setTimeout(() => console.log(\'slow done\'), 1500)"',
    quick: "node -e \"console.log('quick one'); console.log('quick two')\"",
    broken: 'node -e "console.error(\'broken says why\'); process.exit(3)"',
  };
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'scratch', scripts }));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const run = (...scripts: string[]) =>
  spawnSync(TSX, [RUNNER, ...scripts], { cwd: folder, encoding: 'utf8', timeout: 60_000 });

it('runs the scripts at once and prints each one whole, prefixed, as it ends', () => {
  const result = run('slow', 'quick');
  expect(result.status).toBe(0);
  const lines = result.stdout.split('\n');
  const quick = lines.indexOf('[quick] quick one');
  expect(quick).toBeGreaterThanOrEqual(0);
  expect(lines[quick + 1]).toBe('[quick] quick two');
  // Named second, the quick one ended first: its block comes before the slow one's, which
  // one after the other would have printed first.
  expect(lines.indexOf('[slow] slow done')).toBeGreaterThan(quick);
  expect(result.stdout).toMatch(/side by side:\n {2}slow +[\d.]+ s {2}passed\n {2}quick +[\d.]+ s {2}passed/);
});

it('fails when one script fails, once all have ended, saying which', () => {
  const result = run('broken', 'slow');
  expect(result.status).toBe(1);
  expect(result.stdout).toContain('[broken] broken says why');
  expect(result.stdout).toContain('[slow] slow done');
  expect(result.stdout).toMatch(/broken +[\d.]+ s {2}FAILED/);
});

it('says how it is used when no script is named', () => {
  const result = run();
  expect(result.status).toBe(2);
  expect(result.stderr).toContain('usage');
});
