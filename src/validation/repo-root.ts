import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The repository's folder: the nearest folder at or above `start` that holds a `package.json`.
 * Found by looking rather than by counting `..` from a source file, so the same code works from
 * `src/` (tsx, jest) and from the compiled server in `dist-server/`, whose one bundle has a single
 * `__dirname` for every module it holds.
 */
export function repoRootFrom(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json in ${start} or above it`);
  }
}

/** The repository this code runs from. */
export const REPO_ROOT = repoRootFrom(__dirname);
