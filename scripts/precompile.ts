/**
 * Build step: bundles every form schema with its shared parts and compiles it to ajv standalone
 * validators. Writes `.generated/forms/<form>.js` (schema + uiSchema + validators) for the
 * browser, the fixture suite and the tests, and `.generated/api-replies.ts`: the TypeScript types
 * of the reply schemas (schemas/api/replies/), which client and server code use. `--watch` rebuilds when a schema or uiSchema changes.
 */
import { mkdirSync, rmSync, watch, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { precompileFormSchema } from '../src/validation/precompile';
import { expandReplyExtensions } from '../src/validation/reply-extensions';
import { replyTypesModule } from '../src/validation/reply-types';
import { bundleSchema } from '../src/validation/schema-bundle';
import {
  REPO_ROOT,
  SCHEMAS_DIR,
  UISCHEMAS_DIR,
  formNames,
  formSchemaId,
  loadSchemaFiles,
  loadUiSchema,
} from '../src/validation/schema-files';

const OUT_DIR = join(REPO_ROOT, '.generated');

function build(): void {
  const started = Date.now();
  const schemas = loadSchemaFiles();
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(join(OUT_DIR, 'forms'), { recursive: true });
  mkdirSync(join(OUT_DIR, 'validators'), { recursive: true });
  const names = formNames();
  for (const name of names) {
    const bundled = bundleSchema(formSchemaId(name), schemas);
    const validators = precompileFormSchema(bundled, '../../src/validation/checks');
    writeFileSync(join(OUT_DIR, 'validators', `${name}.js`), validators);
    const form = [
      '"use strict";',
      `exports.name = ${JSON.stringify(name)};`,
      `exports.schema = ${JSON.stringify(bundled)};`,
      `exports.uiSchema = ${JSON.stringify(loadUiSchema(name))};`,
      `exports.validateFns = require("../validators/${name}.js");`,
      '',
    ].join('\n');
    writeFileSync(join(OUT_DIR, 'forms', `${name}.js`), form);
  }
  writeFileSync(join(OUT_DIR, 'forms.json'), JSON.stringify(names));
  writeFileSync(join(OUT_DIR, 'api-replies.ts'), replyTypesModule(expandReplyExtensions(schemas)));
  console.log(`precompiled ${names.length} forms in ${Date.now() - started} ms → .generated/`);
}

build();
if (process.argv.includes('--watch')) {
  let timer: NodeJS.Timeout | undefined;
  const rebuild = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      try {
        build();
      } catch (error) {
        console.error((error as Error).message);
      }
    }, 100);
  };
  watch(SCHEMAS_DIR, { recursive: true }, rebuild);
  watch(UISCHEMAS_DIR, { recursive: true }, rebuild);
  console.log('watching schemas/ and uischemas/');
}
