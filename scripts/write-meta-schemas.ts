/**
 * Editor support: writes the meta-schemas of Fenqi's form files to editor/meta-schemas/
 * (schemas with Fenqi's keywords, uiSchemas with the registry's widgets, fixture cases) and
 * .vscode/settings.json, all generated from the code (src/meta-schemas/); gives every uiSchema and
 * fixture file its `"$schema"`; then checks every form file against its meta-schema and exits
 * non-zero on a mistake. Run it after adding a keyword, widget, field, lookup or file category;
 * src/meta-schemas/meta-schemas.test.ts fails until the committed files are the generated ones.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as prettier from 'prettier';
import {
  checkFormFiles,
  formFiles,
  generatedFiles,
  schemaReferenceOf,
  withSchemaReference,
} from '../src/meta-schemas';
import { REPO_ROOT } from '../src/validation/schema-files';

/** Formats JSON as `npm run format` would, so the written files pass `npm run lint`. */
async function formatted(path: string, text: string): Promise<string> {
  const absolute = join(REPO_ROOT, path);
  const options = await prettier.resolveConfig(absolute);
  return prettier.format(text, { ...options, filepath: absolute });
}

function read(path: string): string | undefined {
  try {
    return readFileSync(join(REPO_ROOT, path), 'utf8');
  } catch {
    return undefined;
  }
}

async function writeIfChanged(path: string, text: string): Promise<boolean> {
  const next = await formatted(path, text);
  if (read(path) === next) return false;
  mkdirSync(dirname(join(REPO_ROOT, path)), { recursive: true });
  writeFileSync(join(REPO_ROOT, path), next);
  return true;
}

async function main(): Promise<void> {
  const written: string[] = [];
  for (const [path, value] of generatedFiles()) {
    if (await writeIfChanged(path, JSON.stringify(value, null, 2))) written.push(path);
  }
  let referenced = 0;
  for (const file of formFiles()) {
    const reference = schemaReferenceOf(file);
    const text = read(file.path);
    if (!reference || text === undefined) continue;
    const next = withSchemaReference(text, reference);
    if (next !== text && (await writeIfChanged(file.path, next))) referenced += 1;
  }
  console.log(written.length ? `wrote ${written.join(', ')}` : 'meta-schemas and editor settings up to date');
  if (referenced) console.log(`gave ${referenced} uiSchema/fixture file(s) their "$schema"`);

  const problems = checkFormFiles();
  for (const { path, pointer, message } of problems) console.log(`✗ ${path} ${pointer}: ${message}`);
  console.log(
    `${formFiles().length} form files checked against their meta-schemas, ${problems.length} problem(s)`,
  );
  if (problems.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
