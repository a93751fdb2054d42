/**
 * Build step: bundles every form schema with its shared parts and compiles it to ajv standalone
 * validators. Writes `.generated/forms/<form>.js` (schema + uiSchema + validators) for the
 * browser, the fixture suite and the tests, and `.generated/api-replies.ts`: the TypeScript types
 * of the reply schemas (schemas/api/replies/), which client and server code use. `--watch` rebuilds
 * when a schema or uiSchema changes, compiling again only the forms whose bundled schema or
 * uiSchema changed (src/validation/generated.ts; the fixture runner's `--watch` does the same).
 * A run compiles only what changed since the last one (its stamp in `.generated/`).
 */
import { generateChangedForms, generateForms } from '../src/validation/generated';
import { SCHEMAS_DIR, UISCHEMAS_DIR } from '../src/validation/schema-files';
import { watchTree } from '../src/validation/watch-tree';

let built = generateChangedForms();
const compiled = built.rebuilt.length === built.forms.length ? 'all' : String(built.rebuilt.length);
console.log(`precompiled ${built.forms.length} forms (${compiled} compiled) in ${built.ms} ms → .generated/`);
if (process.argv.includes('--watch')) {
  let timer: NodeJS.Timeout | undefined;
  const rebuild = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      try {
        built = generateForms(built.fingerprints);
        const what = built.rebuilt.length ? built.rebuilt.join(', ') : 'no form changed';
        console.log(`precompiled in ${built.ms} ms (${what}) → .generated/`);
      } catch (error) {
        console.error((error as Error).message);
      }
    }, 100);
  };
  watchTree(SCHEMAS_DIR, rebuild);
  watchTree(UISCHEMAS_DIR, rebuild);
  console.log('watching schemas/ and uischemas/');
}
