import { cpSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const REPOSITORY = join(__dirname, '..');

/** The folder of a build's caches beside forms built elsewhere (the precompile's clean keeps it). */
export const BUILD_CACHE_BESIDE_FORMS = '.webpack-cache';

/** The webpack caches a build keeps: the client's and the prerender renderer's. */
export type BuildCachePart = 'client' | 'prerender';

/**
 * Where a build keeps its webpack cache: under node_modules for the repository's own forms, or
 * beside the forms a build was given elsewhere (`generatedDir`, a studio's copy), so that a
 * temporary copy takes its cache with it when it goes and never mixes its forms with the
 * repository's.
 */
export function buildCacheDir(part: BuildCachePart, generatedDir?: string): string {
  const ownForms = !generatedDir || resolve(generatedDir) === join(REPOSITORY, '.generated');
  return ownForms
    ? join(REPOSITORY, 'node_modules', '.cache', `fenqi-${part}`)
    : join(generatedDir, BUILD_CACHE_BESIDE_FORMS, part);
}

/**
 * Starts the caches of a build of forms elsewhere from the repository's own, when it has them:
 * webpack checks every cached module against its files, so the sources the two share compile
 * once, and only the copy's forms (other files at other paths) compile anew. A cold build of the
 * client and its renderer takes about 35 s here; one started this way, a few. The renderer's
 * kept bundle is left behind: it is stamped with the folder it was built for.
 */
export function seedBuildCaches(generatedDir: string): void {
  for (const [part, names] of [
    ['client', ['production']],
    ['prerender', ['renderer']],
  ] as const) {
    for (const name of names) {
      const from = join(buildCacheDir(part), name);
      const to = join(buildCacheDir(part, generatedDir), name);
      if (existsSync(from) && !existsSync(to)) cpSync(from, to, { recursive: true });
    }
  }
}
