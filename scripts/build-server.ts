/**
 * Build step: compiles the production server into `dist-server/start.js` (one CommonJS bundle of
 * src/server/compiled-start.ts and everything it imports from src/, with its source map), which
 * `NODE_ENV=production npm start` runs on plain Node. Packages stay outside the bundle and load from
 * node_modules as they do under tsx: better-sqlite3, sharp and pg carry native or large parts, and
 * code that finds files beside a package (`require.resolve`) keeps working. Also writes
 * `dist-server/inputs.txt`, the files the bundle was made from, one a line, which scripts/npm-start.sh
 * compares with the bundle's age so a stale compiled server is built again instead of serving old code.
 */
import { build } from 'esbuild';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/validation/repo-root';

/** Where the compiled server goes: beside `dist/` (the client), gitignored; `build/` holds webpack's plugins. */
export const SERVER_BUILD_DIR = join(REPO_ROOT, 'dist-server');

/** Compiles the server; answers the number of source files it holds. */
export async function buildServerBundle(outDir: string = SERVER_BUILD_DIR): Promise<number> {
  const result = await build({
    absWorkingDir: REPO_ROOT,
    entryPoints: ['src/server/compiled-start.ts'],
    outfile: join(outDir, 'start.js'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    // Readable output with its names kept (error classes, plugin names), mapped back to src/ in
    // stack traces by `node --enable-source-maps`; the map leaves out the sources, which are in src/.
    keepNames: true,
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
  });
  const inputs = Object.keys(result.metafile.inputs).sort();
  writeFileSync(join(outDir, 'inputs.txt'), `${inputs.join('\n')}\n`);
  return inputs.length;
}

if (require.main === module) {
  const started = Date.now();
  buildServerBundle().then(
    (files) =>
      console.log(`compiled the server (${files} files) in ${Date.now() - started} ms → dist-server/`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
