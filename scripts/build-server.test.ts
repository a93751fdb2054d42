/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/validation/repo-root';
import { buildServerBundle } from './build-server';

/*
 * The compiled server, built into a folder of its own under dist-server/: inside the repository, as
 * the real one is, since it finds the repository from where it runs.
 */
describe('the compiled server', () => {
  let out: string;
  beforeAll(async () => {
    mkdirSync(join(REPO_ROOT, 'dist-server'), { recursive: true });
    out = mkdtempSync(join(REPO_ROOT, 'dist-server', 'test-'));
    await buildServerBundle(out);
  }, 60_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('is one script with its source map, and lists the files it was made from', () => {
    expect(existsSync(join(out, 'start.js.map'))).toBe(true);
    const inputs = readFileSync(join(out, 'inputs.txt'), 'utf8').trim().split('\n');
    expect(inputs).toContain('src/server/compiled-start.ts');
    expect(inputs).toContain('src/server/app.ts');
    // Packages load from node_modules at run time.
    expect(inputs.filter((input) => input.includes('node_modules'))).toEqual([]);
    const script = readFileSync(join(out, 'start.js'), 'utf8');
    expect(script).toMatch(/require\("fastify"\)/);
  });

  it('refuses to start outside production, naming what to run instead', () => {
    const run = spawnSync(process.execPath, [join(out, 'start.js')], {
      env: { ...process.env, NODE_ENV: 'development' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('run it with NODE_ENV=production');
  });
});
