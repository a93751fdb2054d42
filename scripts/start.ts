/**
 * `npm start` outside production (scripts/npm-start.sh): builds the client when there is no build
 * yet (or with `--rebuild`), then serves the API and the client on PORT (default 3000) from the
 * sources. The npm script has brought `.generated/` up to date before this runs: the server's code
 * reads it. With NODE_ENV=production, `npm start` runs the compiled server instead.
 */
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { main } from '../src/server/main';
import { hasClientBuild } from '../src/server/static-site';

const root = join(__dirname, '..');
const dist = join(root, 'dist');
if (!hasClientBuild(dist) || process.argv.includes('--rebuild')) {
  console.log('building the client (first start)…');
  // The forms were just precompiled (the npm script's first step).
  execSync('npm run build', { cwd: root, stdio: 'inherit', env: { ...process.env, FENQI_PRECOMPILED: '1' } });
}
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
