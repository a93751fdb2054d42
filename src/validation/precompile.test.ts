import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAjv } from './ajv';
import { type FixtureCase } from './fixtures';
import type { FormModule } from './form-module';
import type { SchemaNode } from './json-schema';
import { toFieldErrors } from './localize';
import { precompileFormSchema } from './precompile';
import { bundleSchema } from './schema-bundle';
import { FIXTURES_DIR, formNames, formSchemaId, loadSchemaFiles } from './schema-files';

/** Evaluates generated CommonJS the way a bundler would, resolving its requires here. */
function loadStandalone(code: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const requireFromHere = (id: string) =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- resolving the generated module's requires
    require(id.startsWith('../../src/validation/') ? id.replace('../../src/validation/', './') : id);
  new Function('module', 'exports', 'require', code)(module, module.exports, requireFromHere);
  return module.exports;
}

const schemas = loadSchemaFiles();

describe.each(formNames())('precompiled %s', (name) => {
  const bundled = bundleSchema(formSchemaId(name), schemas);
  const validateFns = loadStandalone(precompileFormSchema(bundled, '../../src/validation/checks'));
  const runtime = createAjv().compile(bundled);
  const fixtureDir = join(FIXTURES_DIR, name);
  const fixtures = readdirSync(fixtureDir).map(
    (file) => JSON.parse(readFileSync(join(fixtureDir, file), 'utf8')) as FixtureCase,
  );

  it.each(fixtures.map((f) => [f.description, f] as const))(
    'gives the same localized errors as runtime ajv: %s',
    (_description, fixture) => {
      const precompiled = validateFns[bundled.$id as string] as FormModule['validateFns'][string];
      precompiled(fixture.data);
      runtime(fixture.data);
      const root = bundled as SchemaNode;
      expect(toFieldErrors(precompiled.errors, root)).toEqual(toFieldErrors(runtime.errors, root));
    },
  );

  it('serves RJSF as a precompiled validator', () => {
    const validator = createPrecompiledValidator(
      validateFns as FormModule['validateFns'],
      bundled as RJSFSchema,
    );
    expect(validator.isValid(bundled as RJSFSchema, {}, bundled as RJSFSchema)).toBe(false);
  });
});

describe('standalone code', () => {
  it('carries ajv-errors messages and requires no ajv compiler', () => {
    const bundled = bundleSchema(formSchemaId('newMember'), schemas);
    const code = precompileFormSchema(bundled, '../../src/validation/checks');
    expect(code).toContain('請再次輸入密碼');
    expect(code).not.toMatch(/require\("ajv"\)|require\("ajv\/dist\/(core|compile)/);
  });
});
