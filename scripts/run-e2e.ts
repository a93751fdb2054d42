/**
 * `npm run test:e2e`: builds the client, then runs every `tests/e2e/*.e2e.ts` with node's test
 * runner against the real build in Debian's Chromium. With `--no-build` it uses the build already
 * in `dist/`: `npm test` builds once, before the unit tests, whose bundle test checks that build.
 *
 * The files run side by side, one per core (E2E_CONCURRENCY overrides, e.g. 1 to debug): each
 * starts its own server (ephemeral port, temporary data folder) and browser, and much of a file's
 * time goes to waiting on its pages, so two files share two cores well. Afterwards the servers'
 * logs of the whole run are searched for passwords, tokens and ID numbers (check-e2e-logs.ts).
 * Files named on the command line (`npm run test:e2e -- tests/e2e/member.e2e.ts`) run alone.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..');
if (!process.argv.includes('--no-build')) {
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
} else if (!existsSync(join(process.env.FENQI_CLIENT_DIR ?? join(root, 'dist'), 'index.html'))) {
  throw new Error('--no-build, but there is no build in dist/ or FENQI_CLIENT_DIR (npm run build)');
}
const concurrency = Number(process.env.E2E_CONCURRENCY) || availableParallelism();
const named = process.argv.slice(2).filter((arg) => arg.endsWith('.e2e.ts'));
const files =
  named.length > 0
    ? named
    : readdirSync(join(root, 'tests', 'e2e'))
        .filter((f) => f.endsWith('.e2e.ts'))
        .map((f) => join('tests', 'e2e', f));
// The servers' logs of this run only (tests/e2e/server-log.ts), searched for secrets afterwards.
rmSync(join(root, 'test-results', 'e2e-logs'), { recursive: true, force: true });
// A test that waits on something that never answers fails after 10 minutes (the longest take
// under 3) instead of holding the run until CI's own limit.
const TEST_TIMEOUT_MS = 10 * 60_000;
execSync(
  `node --import tsx --test --test-concurrency=${concurrency} --test-timeout=${TEST_TIMEOUT_MS} ${files.join(' ')}`,
  {
    cwd: root,
    stdio: 'inherit',
  },
);
execSync('node --import tsx scripts/check-e2e-logs.ts', { cwd: root, stdio: 'inherit' });
