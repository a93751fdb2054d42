/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * scripts/npm-start.sh in a scratch repository whose npm, tsx and node are stand-ins that only
 * write down how they were called: which start runs, and when the compiled server is built again.
 */
let repo: string;
const file = (path: string, text = '', ageSeconds = 0) => {
  const full = join(repo, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, text);
  const when = Date.now() / 1000 - ageSeconds;
  utimesSync(full, when, when);
};

/** Runs the script; answers the commands it ran and what it printed. */
function npmStart(nodeEnv: string | undefined, ...args: string[]): { calls: string[]; output: string } {
  const run = spawnSync('sh', [join(repo, 'scripts', 'npm-start.sh'), ...args], {
    env: {
      PATH: `${join(repo, 'bin')}:${process.env.PATH}`,
      CALLS: join(repo, 'calls.log'),
      NODE_ENV: nodeEnv,
    },
    encoding: 'utf8',
  });
  const log = join(repo, 'calls.log');
  return { calls: existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [], output: run.stdout };
}

const RUN_COMPILED = 'node --enable-source-maps dist-server/start.js';
const COMPILE = ['npm run precompile', 'tsx scripts/build-server.ts', RUN_COMPILED];

beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'fenqi-npm-start-'));
  mkdirSync(join(repo, 'scripts'));
  copyFileSync(join(__dirname, 'npm-start.sh'), join(repo, 'scripts', 'npm-start.sh'));
  for (const command of ['npm', 'tsx', 'node']) {
    file(`bin/${command}`, `#!/bin/sh\necho "${command} $*" >>"$CALLS"\n`);
    chmodSync(join(repo, 'bin', command), 0o755);
  }
  // A built client, and a compiled server newer than the one file it was made from.
  file('dist/index.html');
  file('src/server/app.ts', '', 60);
  file('dist-server/inputs.txt', 'src/server/app.ts\n', 30);
  file('dist-server/start.js', '', 30);
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe('npm start', () => {
  it('runs the development server from the sources outside production, passing its arguments on', () => {
    expect(npmStart(undefined, '--rebuild').calls).toEqual([
      'npm run precompile',
      'tsx scripts/start.ts --rebuild',
    ]);
  });

  it('runs an up-to-date compiled server as it is in production', () => {
    expect(npmStart('production').calls).toEqual([RUN_COMPILED]);
  });

  it('compiles the server again when a file it was made from is newer, and says which', () => {
    file('src/server/app.ts');
    const { calls, output } = npmStart('production');
    expect(calls).toEqual(COMPILE);
    expect(output).toContain('src/server/app.ts changed');
  });

  it('compiles the server again when a file it was made from is gone, or when there is none', () => {
    rmSync(join(repo, 'src', 'server', 'app.ts'));
    expect(npmStart('production').calls).toEqual(COMPILE);
    rmSync(join(repo, 'calls.log'));
    rmSync(join(repo, 'dist-server'), { recursive: true });
    expect(npmStart('production').calls).toEqual(COMPILE);
  });

  it('builds the client and the server without a client build, or with --rebuild', () => {
    rmSync(join(repo, 'dist'), { recursive: true });
    expect(npmStart('production').calls).toEqual(['npm run build', RUN_COMPILED]);
    rmSync(join(repo, 'calls.log'));
    file('dist/index.html');
    expect(npmStart('production', '--rebuild').calls).toEqual(['npm run build', RUN_COMPILED]);
  });
});
