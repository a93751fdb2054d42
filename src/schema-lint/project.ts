import { isSchemaNode, type SchemaNode } from '../validation/json-schema';
import { SCHEMA_BASE_URI } from '../validation/schema-bundle';
import type { Finding, LintFiles } from './types';

/** A schema file: its path, the `$id` its path gives it, and its content. */
export interface SchemaFile {
  path: string;
  id: string;
  schema: SchemaNode;
}

/** A fixture case file of one form folder. */
export interface FixtureFile {
  path: string;
  content: unknown;
}

/** The parsed files the rules read. */
export interface LintProject {
  /** Every schema file under `schemas/` (forms, `defs/`, `api/`), by `$id`. */
  schemas: Map<string, SchemaFile>;
  /** The forms: top-level files of `schemas/`, by name. */
  forms: Map<string, SchemaFile>;
  /** uiSchemas by form name. */
  uiSchemas: Map<string, { path: string; content: unknown }>;
  /** Fixture cases by folder name (the form they test). */
  fixtures: Map<string, FixtureFile[]>;
}

/** The `$id` a schema file must carry: the base URI plus its path under `schemas/`. */
export function schemaIdOf(path: string): string {
  return SCHEMA_BASE_URI + path.replace(/^schemas\//, '');
}

/** The repository path a schema `$id` stands for (`…/schemas/defs/name.json` → `schemas/defs/name.json`). */
export function pathOfId(id: string): string {
  return id.startsWith(SCHEMA_BASE_URI) ? `schemas/${id.slice(SCHEMA_BASE_URI.length)}` : id;
}

/** Parses and sorts the files; a file that is not JSON, or whose `$id` is not its path, is a finding. */
export function loadProject(files: LintFiles): { project: LintProject; findings: Finding[] } {
  const project: LintProject = {
    schemas: new Map(),
    forms: new Map(),
    uiSchemas: new Map(),
    fixtures: new Map(),
  };
  const findings: Finding[] = [];
  for (const [rawPath, text] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const path = rawPath.split('\\').join('/');
    if (!path.endsWith('.json')) continue;
    let content: unknown;
    try {
      content = JSON.parse(text);
    } catch (error) {
      findings.push({
        rule: 'json-syntax',
        file: path,
        pointer: '',
        message: `不是有效的 JSON：${(error as Error).message}`,
      });
      continue;
    }
    const parts = path.split('/');
    if (parts[0] === 'schemas' && isSchemaNode(content)) {
      const file: SchemaFile = { path, id: schemaIdOf(path), schema: content };
      if (content.$id !== file.id) {
        findings.push({
          rule: 'schema-id',
          file: path,
          pointer: '/$id',
          message: `"$id" 必須是 "${file.id}"（目前是 ${JSON.stringify(content.$id)}），$ref 才指得到這個檔案`,
        });
      }
      project.schemas.set(file.id, file);
      if (parts.length === 2) project.forms.set(parts[1].replace(/\.json$/, ''), file);
    } else if (parts[0] === 'uischemas' && parts.length === 2) {
      project.uiSchemas.set(parts[1].replace(/\.json$/, ''), { path, content });
    } else if (parts[0] === 'fixtures' && parts.length === 3) {
      const cases = project.fixtures.get(parts[1]) ?? [];
      cases.push({ path, content });
      project.fixtures.set(parts[1], cases);
    }
  }
  return { project, findings };
}
