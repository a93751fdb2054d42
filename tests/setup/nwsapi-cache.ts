import { readFileSync } from 'node:fs';
import Module from 'node:module';
import { dirname } from 'node:path';

/**
 * Loads jsdom's selector engine, nwsapi, with room for more compiled selectors, before jsdom
 * itself is loaded (jsdom then finds it in the module cache). Imported by jsdom-environment.ts.
 *
 * Why: jsdom answers getComputedStyle by matching the element against every rule of every
 * stylesheet, and testing-library's *ByRole queries ask it for each element and its ancestors
 * (to tell hidden from visible). antd's CSS-in-JS puts well over a thousand rules in the page,
 * but nwsapi keeps only 1,000 compiled selectors, least recently used out first: a scan over more
 * rules than that misses every time and compiles every selector again with `Function()`. That
 * recompiling was the largest single cost of the page tests. What matches is unchanged; only the
 * cache of compiled selectors is larger. If nwsapi no longer reads as expected, it is loaded as it
 * is (the tests are then only slower).
 */
const CACHE_LIMIT = 50_000;

type CompilableModule = NodeJS.Module & { _compile(source: string, filename: string): void };
const NodeModule = Module as unknown as {
  new (id: string, parent?: NodeJS.Module): CompilableModule;
  _nodeModulePaths(from: string): string[];
};

function loadNwsapiWithLargerCache(): void {
  const jsdom = require.resolve('jsdom', { paths: [dirname(require.resolve('jest-environment-jsdom'))] });
  const filename = require.resolve('nwsapi', { paths: [dirname(jsdom)] });
  if (require.cache[filename]) return;
  const source = readFileSync(filename, 'utf8');
  const patched = source.replace(/\bCACHE_LIMIT = 1000\b/, `CACHE_LIMIT = ${CACHE_LIMIT}`);
  if (patched === source) return;
  const loaded = new NodeModule(filename, module);
  loaded.filename = filename;
  loaded.paths = NodeModule._nodeModulePaths(dirname(filename));
  loaded._compile(patched, filename);
  loaded.loaded = true;
  require.cache[filename] = loaded;
}

loadNwsapiWithLargerCache();
