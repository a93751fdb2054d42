/**
 * `npm run test:e2e`: builds the client, then runs every `tests/e2e/*.e2e.ts` with node's test
 * runner against the real build in Debian's Chromium. With `--no-build` it uses the build already
 * in `dist/`: `npm test` builds once, before the unit tests, whose bundle test checks that build.
 *
 * The files run side by side, one per core (E2E_CONCURRENCY overrides, e.g. 1 to debug): each
 * starts its own server (ephemeral port, temporary data folder) and browser, and much of a file's
 * time goes to waiting on its pages, so two files share two cores well.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..');
if (!process.argv.includes('--no-build')) {
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
} else if (!existsSync(join(root, 'dist', 'index.html'))) {
  throw new Error('--no-build, but there is no build in dist/ (npm run build)');
}
const concurrency = Number(process.env.E2E_CONCURRENCY) || availableParallelism();
const files = readdirSync(join(root, 'tests', 'e2e'))
  .filter((f) => f.endsWith('.e2e.ts'))
  .map((f) => join('tests', 'e2e', f));
execSync(`node --import tsx --test --test-concurrency=${concurrency} ${files.join(' ')}`, {
  cwd: root,
  stdio: 'inherit',
});
