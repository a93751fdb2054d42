import type Ajv from 'ajv';
import type { Rule } from 'ajv/dist/compile/rules';
import { createAjv } from '../../validation/ajv';
import { childPointer } from '../../validation/json-pointer';
import type { LintProject, SchemaFile } from '../project';
import { walkSchema } from '../schema-nodes';
import type { Finding } from '../types';
import { brokenRefs, referredFiles } from './refs';

/** The known keyword closest to a misspelt one (at most two edits away), for the message. */
function closest(word: string, known: string[]): string | undefined {
  const distance = (a: string, b: string): number => {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
      let previous = row[0];
      row[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const current = row[j];
        row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
        previous = current;
      }
    }
    return row[b.length];
  };
  const best = known
    .map((candidate) => ({ candidate, d: distance(word.toLowerCase(), candidate.toLowerCase()) }))
    .sort((x, y) => x.d - y.d)[0];
  return best && best.d <= 2 ? best.candidate : undefined;
}

/** A JSON value's type as ajv's `schemaType` names it. */
function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  return typeof value;
}

/** Unknown keywords, unknown formats and Fenqi keyword values of the wrong shape, each at its pointer. */
function keywordsOfFile(ajv: Ajv, file: SchemaFile): Finding[] {
  const findings: Finding[] = [];
  const known = Object.keys(ajv.RULES.keywords);
  const add = (pointer: string, message: string) =>
    findings.push({ rule: 'schema-keyword', file: file.path, pointer, message });
  for (const at of walkSchema(file)) {
    for (const [keyword, value] of Object.entries(at.node)) {
      const pointer = childPointer(at.pointer, keyword);
      if (!ajv.RULES.keywords[keyword]) {
        const hint = closest(keyword, known);
        add(
          pointer,
          `未知的關鍵字 "${keyword}"${hint ? `（是不是 "${hint}"？）` : ''}：ajv 會拒絕這個 schema`,
        );
        continue;
      }
      if (keyword === 'format' && typeof value === 'string' && !ajv.formats[value]) {
        add(pointer, `未知的格式 format: "${value}"`);
      }
      const rule = ajv.RULES.all[keyword];
      const definition = typeof rule === 'object' ? (rule as Rule).definition : undefined;
      if (
        !definition ||
        (definition.$data && typeof value === 'object' && value !== null && '$data' in value)
      )
        continue;
      const types = definition.schemaType ?? [];
      const type = jsonType(value);
      if (types.length > 0 && !types.some((t) => t === type || (t === 'number' && type === 'integer'))) {
        add(
          pointer,
          `關鍵字 "${keyword}" 的值必須是 ${types.join(' 或 ')}（目前是 ${JSON.stringify(value)}）`,
        );
      } else if (definition.validateSchema && !definition.validateSchema(value)) {
        add(pointer, `關鍵字 "${keyword}" 的值不正確：${ajv.errorsText(definition.validateSchema.errors)}`);
      }
    }
  }
  return findings;
}

/** What the JSON Schema meta-schema rejects (a wrong type of value for a standard keyword), one finding per place. */
function metaSchemaMistakes(ajv: Ajv, file: SchemaFile): Finding[] {
  if (ajv.validateSchema(file.schema) || !ajv.errors) return [];
  const byPlace = new Map<string, string>();
  for (const error of ajv.errors) {
    if (!byPlace.has(error.instancePath)) byPlace.set(error.instancePath, error.message ?? error.keyword);
  }
  return [...byPlace].map(([pointer, message]) => ({
    rule: 'schema-keyword' as const,
    file: file.path,
    pointer,
    message: `不符合 JSON Schema 規格：${message}`,
  }));
}

/**
 * `schema-keyword`: each schema file compiles with Fenqi's ajv in strict mode (`createAjv`, the
 * factory every validator uses). The walk names the place of an unknown keyword or a bad keyword
 * value; a file free of those (and of broken `$ref`s, reported by `schema-ref`) is then compiled,
 * and whatever else ajv refuses is reported too.
 */
export function schemaKeywordMistakes(project: LintProject): Finding[] {
  const ajv = createAjv();
  const findings: Finding[] = [];
  const files = [...project.schemas.values()];
  for (const file of files) {
    const own = [...metaSchemaMistakes(ajv, file), ...keywordsOfFile(ajv, file)];
    const seen = new Set<string>();
    findings.push(...own.filter((f) => !seen.has(f.pointer) && seen.add(f.pointer)));
  }
  const bad = new Set([...findings, ...brokenRefs(project)].map((f) => f.file));
  for (const file of files) {
    try {
      ajv.addSchema({ ...file.schema, $id: file.id }, undefined, undefined, false);
    } catch {
      bad.add(file.path); // reported above (an invalid or duplicate schema)
    }
  }
  for (const file of files) {
    const uses = [...referredFiles(project, file.id)].map((id) => project.schemas.get(id)?.path);
    if (uses.some((path) => path && bad.has(path))) continue;
    try {
      ajv.getSchema(file.id);
    } catch (error) {
      const message = (error as Error).message;
      const place = /at path "#([^"]*)"/.exec(message)?.[1] ?? '';
      findings.push({
        rule: 'schema-keyword',
        file: file.path,
        pointer: place,
        message: `ajv 無法編譯：${message}`,
      });
    }
  }
  return findings;
}
