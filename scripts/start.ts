/**
 * `npm start`: builds the client when there is no build yet (or with `--rebuild`), then serves
 * it on PORT (default 3000).
 */
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { createStaticSite, hasClientBuild } from '../src/server/static-site';

const root = join(__dirname, '..');
const dist = join(root, 'dist');
if (!hasClientBuild(dist) || process.argv.includes('--rebuild')) {
  console.log('building the client (first start)…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
const port = Number(process.env.PORT ?? 3000);
createStaticSite(dist).listen(port, () => console.log(`Fenqi is up on http://localhost:${port}/`));
