/**
 * `npm run test:e2e`: builds the client, then runs every `tests/e2e/*.e2e.ts` with node's test
 * runner against the real build in Debian's Chromium.
 */
import { execSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');
execSync('npm run build', { cwd: root, stdio: 'inherit' });
const files = readdirSync(join(root, 'tests', 'e2e'))
  .filter((f) => f.endsWith('.e2e.ts'))
  .map((f) => join('tests', 'e2e', f));
execSync(`node --import tsx --test --test-concurrency=1 ${files.join(' ')}`, { cwd: root, stdio: 'inherit' });
