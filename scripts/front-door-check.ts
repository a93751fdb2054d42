/**
 * The front door, as a newcomer meets it (run by `.ci/run` on its fresh clone before anything else
 * writes into the tree): `npm start` exactly as the README gives it, then the checks a person would
 * make — the login page carries its form in the HTML, the demo member logs in through the API, the
 * guarantor's demo link comes with its case in the HTML — then the same under
 * `NODE_ENV=production npm start` on the data the first start seeded. `--commands` also runs each
 * README command that reads generated files as the first command of a fresh clone of its own.
 * Exits non-zero with what failed. Prints how long each start took.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
/** A first start builds the client (about a minute here); a slow CI machine gets ten. */
const FIRST_START_LIMIT_MS = 10 * 60_000;
const GUARANTOR_LINK = '/member/guarantor?signPath=demo-guarantor-sign-path';
/** The demo member (README). */
const DEMO_LOGIN = { idNum: 'A123456789', passwd: 'demo1234' };

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** `npm start` in its own process group (so the stop reaches the server npm starts), its output kept. */
function npmStart(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Resolves once `url` answers, rejects when the process exits first or the limit passes. */
async function whenAnswering(url: string, child: ChildProcess, limitMs: number): Promise<void> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}) before it listened`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`npm start did not answer within ${limitMs / 1000} s`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const late = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(late);
}

/** What a newcomer checks on a running start; each failure is named. */
async function checkServed(base: string): Promise<string[]> {
  const failures: string[] = [];
  const login = await (await fetch(`${base}/login`)).text();
  if (!/<form[\s>]/.test(login) || !login.includes('身分證字號'))
    failures.push('/login: no login form in the HTML');
  const reply = await fetch(`${base}/api/v2/members/login?idNum=${DEMO_LOGIN.idNum}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ passwd: DEMO_LOGIN.passwd }),
  });
  const session = (await reply.json()) as { token?: unknown };
  if (reply.status !== 200 || typeof session.token !== 'string')
    failures.push(`the demo member's API login answered ${reply.status}`);
  const link = await fetch(`${base}${GUARANTOR_LINK}`);
  const page = await link.text();
  if (!page.includes('陳淑芬') || !page.includes('"flow":{"name":"guarantor"'))
    failures.push(
      `${GUARANTOR_LINK}: the case is not in the HTML (cache-control ${link.headers.get('cache-control')})`,
    );
  return failures;
}

/** One start: up, checked, stopped. Returns the failures (none: it holds). */
async function startAndCheck(name: string, env: NodeJS.ProcessEnv, limitMs: number): Promise<string[]> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const { child, output } = npmStart({ ...env, PORT: String(port), HOST: '127.0.0.1' });
  try {
    await whenAnswering(`${base}/login`, child, limitMs);
    console.log(`${name}: answering after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const failures = (await checkServed(base)).map((failure) => `${name}: ${failure}`);
    if (failures.length > 0) console.error(output());
    return failures;
  } catch (error) {
    console.error(output());
    return [`${name}: ${(error as Error).message}`];
  } finally {
    await stop(child);
  }
}

/** The README's commands that read generated files, each the first command of a fresh clone. */
const FIRST_COMMANDS: string[][] = [
  ['run', 'lint:schemas'],
  ['run', 'ops', '--', 'list'],
  ['run', 'fixtures'],
];

function checkFirstCommands(dataDir: string): string[] {
  const failures: string[] = [];
  for (const command of FIRST_COMMANDS) {
    const clone = mkdtempSync(join(tmpdir(), 'fenqi-first-command-'));
    try {
      spawnSync('git', ['clone', '-q', ROOT, clone], { stdio: 'inherit' });
      symlinkSync(join(ROOT, 'node_modules'), join(clone, 'node_modules'));
      const run = spawnSync('npm', command, {
        cwd: clone,
        env: { ...process.env, DATA_DIR: join(dataDir, 'ops') },
        encoding: 'utf8',
      });
      const label = `npm ${command.join(' ')}`;
      console.log(`${label} as a fresh clone's first command: exit ${run.status}`);
      if (run.status !== 0) failures.push(`${label} failed on a fresh clone:\n${run.stdout}${run.stderr}`);
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
  }
  return failures;
}

async function frontDoor(): Promise<void> {
  // A fresh clone has no data/: the first start seeds the demo into an empty folder like it.
  const dataDir = mkdtempSync(join(tmpdir(), 'fenqi-front-door-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.NODE_ENV;
  delete env.FENQI_PRECOMPILED;
  try {
    const failures = await startAndCheck('npm start', env, FIRST_START_LIMIT_MS);
    // Production seeds nothing: it serves the data the first start seeded.
    if (failures.length === 0)
      failures.push(
        ...(await startAndCheck(
          'NODE_ENV=production npm start',
          { ...env, NODE_ENV: 'production' },
          120_000,
        )),
      );
    if (process.argv.includes('--commands')) failures.push(...checkFirstCommands(dataDir));
    if (failures.length > 0) {
      for (const failure of failures) console.error(`front door: ${failure}`);
      process.exitCode = 1;
    } else console.log('front door: the README quick start holds');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void frontDoor();
