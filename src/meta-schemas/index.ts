import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { REPO_ROOT } from '../validation/schema-files';
import { fenqiFixtureMetaSchema } from './fenqi-fixture';
import { fenqiSchemaMetaSchema } from './fenqi-schema';
import { fenqiUiSchemaMetaSchema } from './fenqi-uischema';
import { type JsonObject } from './json';
import { META_SCHEMA_FILES, schemaReferenceOf, type FormFile, type FormFileKind } from './schema-reference';
import { schemaSources, uiSources } from './sources';

export { META_SCHEMA_DIR } from './json';
export {
  META_SCHEMA_FILES,
  schemaReferenceOf,
  withSchemaReference,
  type FormFile,
  type FormFileKind,
} from './schema-reference';

/** The editor settings the generator writes (VS Code reads them when the repository is opened). */
export const VSCODE_SETTINGS_FILE = '.vscode/settings.json';

/** The id VS Code knows draft-07 by, which every schema file names in its `$schema`. */
const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

/**
 * The workspace settings: each folder mapped to its meta-schema, and draft-07 replaced by the Fenqi
 * schema meta-schema. VS Code validates a file against its own `$schema` before any `fileMatch`, and
 * the schema files must keep draft-07's there (ajv, the server and the OpenAPI document read it);
 * a `json.schemas` entry for draft-07's id with the schema inline is the one way to have them
 * checked against Fenqi's keywords (a `$ref` would resolve against json-schema.org).
 */
export function vscodeSettings(schemaMetaSchema: JsonObject): JsonObject {
  const { $id: _id, ...inline } = schemaMetaSchema;
  const entry = (folderGlob: string, kind: FormFileKind) => ({
    fileMatch: [folderGlob, '!/node_modules/**'],
    url: `./${META_SCHEMA_FILES[kind]}`,
  });
  return {
    'json.schemas': [
      entry('/schemas/**/*.json', 'schema'),
      entry('/uischemas/*.json', 'uiSchema'),
      entry('/fixtures/**/*.json', 'fixture'),
      {
        url: DRAFT_07,
        schema: {
          ...inline,
          $comment:
            `VS Code 以檔案的 $schema 為準，schemas/ 的檔案寫的是 draft-07，所以在這個工作區把 draft-07 換成 ${META_SCHEMA_FILES.schema}` +
            '（內容相同）。由 scripts/write-meta-schemas.ts 產生，請勿手改。',
        },
      },
    ],
  };
}

/** Every generated file (the meta-schemas and the editor settings), by path from the repository root. */
export function generatedFiles(): Map<string, JsonObject> {
  const sources = schemaSources();
  const schemaMeta = fenqiSchemaMetaSchema(sources);
  return new Map([
    [META_SCHEMA_FILES.schema, schemaMeta],
    [META_SCHEMA_FILES.uiSchema, fenqiUiSchemaMetaSchema(uiSources())],
    [META_SCHEMA_FILES.fixture, fenqiFixtureMetaSchema(sources)],
    [VSCODE_SETTINGS_FILE, vscodeSettings(schemaMeta)],
  ]);
}

function jsonFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return jsonFilesUnder(path);
    return entry.endsWith('.json') ? [path] : [];
  });
}

/** Every schema, uiSchema and fixture file of the repository. */
export function formFiles(root: string = REPO_ROOT): FormFile[] {
  const under = (folder: string, kind: FormFileKind) =>
    jsonFilesUnder(join(root, folder))
      .map((path) => ({ path: relative(root, path).split(sep).join('/'), kind }))
      .sort((a, b) => a.path.localeCompare(b.path));
  const uiSchemas = readdirSync(join(root, 'uischemas'))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ path: `uischemas/${name}`, kind: 'uiSchema' as const }));
  return [...under('schemas', 'schema'), ...uiSchemas, ...under('fixtures', 'fixture')];
}

/** VS Code's annotations the meta-schemas use (ajv in strict mode must know them to compile them). */
const EDITOR_KEYWORDS = ['enumDescriptions'];

/** An ajv that compiles the meta-schemas (draft-07, formats, the editor's annotations). */
export function metaSchemaAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, strictRequired: false });
  addFormats(ajv);
  ajv.addVocabulary(EDITOR_KEYWORDS);
  return ajv;
}

/** One mistake the editor would underline: file, where (JSON pointer) and ajv's message. */
export interface FormFileProblem {
  path: string;
  pointer: string;
  message: string;
}

/** Validators of each kind of form file, from the meta-schema files as committed (what the editor reads). */
export function metaSchemaValidators(root: string = REPO_ROOT): Record<FormFileKind, ValidateFunction> {
  const ajv = metaSchemaAjv();
  const compile = (kind: FormFileKind) =>
    ajv.compile(JSON.parse(readFileSync(join(root, META_SCHEMA_FILES[kind]), 'utf8')) as JsonObject);
  return { schema: compile('schema'), uiSchema: compile('uiSchema'), fixture: compile('fixture') };
}

/** What the meta-schemas find wrong in one value of a kind (none when it validates). */
export function problemsOf(
  validators: Record<FormFileKind, ValidateFunction>,
  kind: FormFileKind,
  path: string,
  value: unknown,
): FormFileProblem[] {
  const validate = validators[kind];
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => ({
    path,
    pointer: error.instancePath || '/',
    message: `${error.message ?? error.keyword}${
      error.keyword === 'additionalProperties' ? `: ${String(error.params.additionalProperty)}` : ''
    }`,
  }));
}

/** Every form file of the repository checked against its meta-schema and its `$schema` reference. */
export function checkFormFiles(root: string = REPO_ROOT): FormFileProblem[] {
  const validators = metaSchemaValidators(root);
  return formFiles(root).flatMap((file) => {
    const value = JSON.parse(readFileSync(join(root, file.path), 'utf8')) as { $schema?: unknown };
    const reference = schemaReferenceOf(file);
    const missing =
      reference && value.$schema !== reference
        ? [{ path: file.path, pointer: '/$schema', message: `"$schema" should be "${reference}"` }]
        : [];
    return [...missing, ...problemsOf(validators, file.kind, file.path, value)];
  });
}
