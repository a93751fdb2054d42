import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { BUILD_CACHE_BESIDE_FORMS } from '../../build/cache-dirs';
import { formRevisionOf } from './form-revision';
import { partNamesOfForm } from './form-part-names';
import { precompileFormSchema } from './precompile';
import { expandReplyExtensions } from './reply-extensions';
import { replyTypesModule } from './reply-types';
import { carriedAnswerShapes } from './send/carried-answers';
import { bundleSchema } from './schema-bundle';
import {
  REPO_ROOT,
  SCHEMAS_DIR,
  formNames,
  formSchemaId,
  loadSchemaFiles,
  loadUiSchema,
} from './schema-files';

/**
 * Where `npm run precompile` writes: `forms/<form>.js`, `validators/<form>.js`, `forms.json`,
 * `form-parts.json`, `form-revisions.json`, `carried-answers.json`, `api-replies.ts`.
 */
export const GENERATED_DIR = join(REPO_ROOT, '.generated');

/** Per form, a hash of what its generated module is made of (bundled schema + uiSchema). */
export type FormFingerprints = ReadonlyMap<string, string>;

export interface GenerateResult {
  /** Every form, in name order. */
  forms: string[];
  /** Forms whose module was (re)written; all of them on a full build. */
  rebuilt: string[];
  /** Forms whose schema file is gone; their modules were deleted. */
  removed: string[];
  fingerprints: FormFingerprints;
  ms: number;
}

interface FormSource {
  bundled: ReturnType<typeof bundleSchema>;
  uiSchema: Record<string, unknown>;
  fingerprint: string;
}

/** The fingerprint of a form module made of this bundled schema and uiSchema. */
export function fingerprintOf(bundled: unknown, uiSchema: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(bundled))
    .update('\n')
    .update(JSON.stringify(uiSchema))
    .digest('hex');
}

function formSources(
  schemas: ReturnType<typeof loadSchemaFiles>,
  schemasDir: string,
): Map<string, FormSource> {
  const sources = new Map<string, FormSource>();
  for (const name of formNames(schemasDir)) {
    const bundled = bundleSchema(formSchemaId(name), schemas);
    // A copy's uiSchemas sit beside its schemas, as in the repository.
    const uiSchema = loadUiSchema(name, join(dirname(schemasDir), 'uischemas'));
    sources.set(name, { bundled, uiSchema, fingerprint: fingerprintOf(bundled, uiSchema) });
  }
  return sources;
}

/**
 * The CommonJS source of a form module (`FormModule`): its name, bundled schema, uiSchema and the
 * expression that yields its validators (a `require` of the precompiled file, or the studio's
 * inlined preview).
 */
export function formModuleSource(
  name: string,
  bundled: unknown,
  uiSchema: unknown,
  validateFnsExpression: string,
): string {
  return [
    '"use strict";',
    `exports.name = ${JSON.stringify(name)};`,
    `exports.schema = ${JSON.stringify(bundled)};`,
    `exports.uiSchema = ${JSON.stringify(uiSchema)};`,
    `exports.validateFns = ${validateFnsExpression};`,
    '',
  ].join('\n');
}

/** Writes a file unless it already holds exactly that text (a watching bundler then stays quiet). */
function writeIfChanged(path: string, text: string): void {
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return;
  writeFileSync(path, text);
}

/**
 * Empties `outDir` for a clean precompile, all but the cache a client build of forms elsewhere
 * keeps beside them (build/cache-dirs.ts), so that build compiles only what changed.
 */
function emptyGeneratedDir(outDir: string): void {
  if (!existsSync(outDir)) return;
  for (const entry of readdirSync(outDir))
    if (entry !== BUILD_CACHE_BESIDE_FORMS) rmSync(join(outDir, entry), { recursive: true, force: true });
}

/**
 * Bundles every form schema with its shared parts and compiles it to ajv standalone validators.
 * Without `previous` it is a clean build: `outDir` is emptied and every form written. With the
 * fingerprints of an earlier build (or of files known to be built), only forms whose bundled
 * schema or uiSchema changed are compiled again, which is what a watcher wants. `schemasDir` is
 * the repository's `schemas/` unless a test builds from an edited copy.
 */
export function generateForms(
  previous?: FormFingerprints,
  outDir: string = GENERATED_DIR,
  schemasDir: string = SCHEMAS_DIR,
): GenerateResult {
  const started = Date.now();
  const schemas = loadSchemaFiles(schemasDir);
  const sources = formSources(schemas, schemasDir);
  // The validators require the Fenqi keyword checks relative to where they are written.
  const checks = relative(join(outDir, 'validators'), join(REPO_ROOT, 'src', 'validation', 'checks'))
    .split(sep)
    .join('/');
  if (!previous) emptyGeneratedDir(outDir);
  mkdirSync(join(outDir, 'forms'), { recursive: true });
  mkdirSync(join(outDir, 'validators'), { recursive: true });
  const names = [...sources.keys()];
  const rebuilt: string[] = [];
  for (const [name, { bundled, uiSchema, fingerprint }] of sources) {
    if (previous?.get(name) === fingerprint) continue;
    const validators = precompileFormSchema(bundled, checks);
    writeFileSync(join(outDir, 'validators', `${name}.js`), validators);
    const form = formModuleSource(name, bundled, uiSchema, `require("../validators/${name}.js")`);
    writeFileSync(join(outDir, 'forms', `${name}.js`), form);
    rebuilt.push(name);
  }
  const removed = [...(previous?.keys() ?? [])].filter((name) => !sources.has(name));
  for (const name of removed) {
    rmSync(join(outDir, 'forms', `${name}.js`), { force: true });
    rmSync(join(outDir, 'validators', `${name}.js`), { force: true });
  }
  writeIfChanged(join(outDir, 'forms.json'), JSON.stringify(names));
  // The parts each form draws, for the app to fetch beside the form's module (load-form.ts).
  const parts = Object.fromEntries(
    [...sources].map(([name, { bundled, uiSchema }]) => [name, partNamesOfForm(bundled, uiSchema)]),
  );
  writeIfChanged(join(outDir, 'form-parts.json'), JSON.stringify(parts));
  const revisions = Object.fromEntries(
    [...sources].map(([name, { bundled }]) => [name, formRevisionOf(bundled)]),
  );
  writeIfChanged(join(outDir, 'form-revisions.json'), JSON.stringify(revisions, null, 2));
  // What the page sends as formAnswers of a form carried in another body (carried-answers.ts).
  writeIfChanged(join(outDir, 'carried-answers.json'), JSON.stringify(carriedAnswerShapes(schemas)));
  writeIfChanged(join(outDir, 'api-replies.ts'), replyTypesModule(expandReplyExtensions(schemas)));
  const fingerprints = new Map([...sources].map(([name, source]) => [name, source.fingerprint]));
  return { forms: names, rebuilt, removed, fingerprints, ms: Date.now() - started };
}

/** Where a precompile keeps what it wrote from what (the stamp the next one reads). */
const STAMP_FILE = 'fingerprints.json';

/** The stamp: the generator's version and each form's fingerprint. */
interface GeneratedStamp {
  generator: string;
  forms: Record<string, string>;
}

/** The libraries whose code ends up in the validators (ajv's standalone output). */
const GENERATOR_PACKAGES = ['ajv', 'ajv-errors', 'ajv-formats'];

/** Every non-test TypeScript file under `dir`, in a stable order. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort()
    .map((file) => join(dir, file));
}

/**
 * A hash of what writes the generated files: the code of src/validation (the bundler, the
 * keywords, the precompiler, the reply types) and the versions of ajv and its plugins. Any change
 * to them compiles every form again.
 */
export function generatorVersion(validationDir: string = join(REPO_ROOT, 'src', 'validation')): string {
  const hash = createHash('sha256');
  for (const file of sourceFiles(validationDir)) hash.update(file).update(readFileSync(file));
  for (const name of GENERATOR_PACKAGES) {
    const manifest = join(REPO_ROOT, 'node_modules', name, 'package.json');
    hash.update(`${name}@${(JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version}`);
  }
  return hash.digest('hex');
}

/** The stamp a last run wrote, or undefined when there is none or it cannot be read (a run cut short). */
function readStamp(file: string): GeneratedStamp | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const stamp = JSON.parse(readFileSync(file, 'utf8')) as Partial<GeneratedStamp> | null;
    return typeof stamp?.generator === 'string' && typeof stamp.forms === 'object' && stamp.forms !== null
      ? (stamp as GeneratedStamp)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The fingerprints of the forms a last run wrote and that are still there, when the generator is
 * the same; none (every form compiled again) when the stamp is missing or unreadable.
 */
function stampedFingerprints(outDir: string, generator: string): FormFingerprints | undefined {
  const stamp = readStamp(join(outDir, STAMP_FILE));
  if (stamp?.generator !== generator) return undefined;
  const written = (name: string) =>
    existsSync(join(outDir, 'forms', `${name}.js`)) && existsSync(join(outDir, 'validators', `${name}.js`));
  return new Map(Object.entries(stamp.forms).filter(([name]) => written(name)));
}

/**
 * `npm run precompile`: compiles only the forms whose bundled schema or uiSchema changed since the
 * last run wrote `outDir` (every form when the generator's code or libraries changed, or nothing
 * was stamped), and stamps what it wrote. A form left as it was keeps its files untouched, so the
 * client build finds nothing new in them either.
 */
export function generateChangedForms(
  outDir: string = GENERATED_DIR,
  schemasDir: string = SCHEMAS_DIR,
  generator: string = generatorVersion(),
): GenerateResult {
  const result = generateForms(stampedFingerprints(outDir, generator), outDir, schemasDir);
  const stamp: GeneratedStamp = { generator, forms: Object.fromEntries(result.fingerprints) };
  writeFileSync(join(outDir, STAMP_FILE), JSON.stringify(stamp, null, 2));
  return result;
}
