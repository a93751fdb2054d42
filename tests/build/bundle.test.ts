/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildClient, type BuiltAsset } from './build-client';

/** Text that only ajv's compiler carries; checked against ajv itself so the grep cannot be vacuous. */
const COMPILER_MARKERS = ['no schema with key or ref', 'schema must be object or boolean'];
const DYNAMIC_CODE = [/new Function\s*\(/, /(^|[^\w$.])eval\s*\(/];

/**
 * The JS assets of a production build already on disk (`npm run build`, whose file names are
 * `assets/[name].[contenthash:10].js`; a chunk without a name is named by its number).
 */
function readBuiltClient(dir: string): BuiltAsset[] {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  return readdirSync(join(dir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => {
      const name = /^(.+)\.[0-9a-f]{10}\.js$/.exec(f)?.[1];
      return {
        file: f,
        code: readFileSync(join(dir, 'assets', f), 'utf8'),
        chunkName: name && !/^\d+$/.test(name) ? name : undefined,
        initial: html.includes(`/assets/${f}"`),
      };
    });
}

/**
 * `npm test` builds the client once, for this test and the end-to-end tests, and names the build
 * in BUILT_CLIENT_DIR; otherwise (`jest` alone) the test makes its own build.
 */
const BUILT_CLIENT_DIR =
  process.env.BUILT_CLIENT_DIR && resolve(__dirname, '..', '..', process.env.BUILT_CLIENT_DIR);

describe('production bundle', () => {
  let assets: BuiltAsset[];
  beforeAll(async () => {
    assets = BUILT_CLIENT_DIR ? readBuiltClient(BUILT_CLIENT_DIR) : await buildClient();
  }, 120_000);

  it('has the entry and the lazy form chunks to check', () => {
    expect(assets.filter((a) => a.initial).map((a) => a.chunkName)).toContain('main');
    expect(assets.filter((a) => a.chunkName?.startsWith('form-')).length).toBeGreaterThan(10);
  });

  it('the markers really identify the ajv compiler', () => {
    const core = readFileSync(require.resolve('ajv/dist/core.js'), 'utf8');
    const compile = readFileSync(require.resolve('ajv/dist/compile/index.js'), 'utf8');
    for (const marker of COMPILER_MARKERS) expect(core).toContain(marker);
    expect(compile).toMatch(DYNAMIC_CODE[0]);
  });

  it('carries the precompiled validators with their zh-TW messages', () => {
    const login = assets.find((a) => a.chunkName === 'form-login-js');
    expect(login?.code).toContain('身份證字號錯誤');
  });

  it('contains no ajv compiler, no new Function and no eval', () => {
    for (const { file, code } of assets) {
      for (const marker of COMPILER_MARKERS)
        expect({ file, has: code.includes(marker) }).toEqual({ file, has: false });
      for (const pattern of DYNAMIC_CODE)
        expect({ file, has: pattern.test(code) }).toEqual({ file, has: false });
    }
  });
});
