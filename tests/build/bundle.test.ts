/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { buildClient, type BuiltAsset } from './build-client';

/** Text that only ajv's compiler carries; checked against ajv itself so the grep cannot be vacuous. */
const COMPILER_MARKERS = ['no schema with key or ref', 'schema must be object or boolean'];
const DYNAMIC_CODE = [/new Function\s*\(/, /(^|[^\w$.])eval\s*\(/];

describe('production bundle', () => {
  let assets: BuiltAsset[];
  beforeAll(async () => {
    assets = await buildClient();
  }, 120_000);

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
