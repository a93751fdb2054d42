import { isSchemaNode, type SchemaNode } from './json-schema';
import { SCHEMA_BASE_URI } from './schema-bundle';

/** Where the reply schemas live under `schemas/`: one file a reply shape, `$id` …/api/replies/<name>.json. */
export const REPLIES_PREFIX = `${SCHEMA_BASE_URI}api/replies/`;

/** The TypeScript name of a reply schema file: `case-view.json` → `CaseView`. */
export function replyTypeName(schemaId: string): string {
  return schemaId
    .slice(REPLIES_PREFIX.length)
    .replace(/\.json$/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');
}

/** The reply schema files among all schema files, by `$id`, in name order. */
export function replySchemaIds(files: ReadonlyMap<string, SchemaNode>): string[] {
  return [...files.keys()].filter((id) => id.startsWith(REPLIES_PREFIX)).sort();
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A doc comment from a node's title and description (both zh-TW text), or nothing. */
function docComment(node: SchemaNode, indent: string): string {
  const parts = [node.title, node.description].filter((text): text is string => typeof text === 'string');
  if (parts.length === 0) return '';
  const text = parts.join('：').replace(/\*\//g, '*\\/');
  return `${indent}/** ${text} */\n`;
}

/**
 * Writes the TypeScript type of one schema node. A `$ref` to another reply file becomes that
 * file's type name; a `$ref` to a shared part (`defs/`) is written out in place.
 */
function typeOf(
  node: unknown,
  baseId: string,
  files: ReadonlyMap<string, SchemaNode>,
  indent: string,
): string {
  if (node === true || node === undefined) return 'unknown';
  if (node === false) return 'never';
  if (!isSchemaNode(node)) throw new Error(`${baseId}: not a schema node: ${JSON.stringify(node)}`);
  if (typeof node.$ref === 'string') {
    const target = new URL(node.$ref, baseId).href.replace(/#$/, '');
    if (target.startsWith(REPLIES_PREFIX)) {
      if (!files.has(target)) throw new Error(`${baseId}: $ref to a missing reply schema ${target}`);
      return replyTypeName(target);
    }
    const part = files.get(target);
    if (!part)
      throw new Error(`${baseId}: $ref ${node.$ref} is not a schema file (local refs are not supported)`);
    return typeOf(part, target, files, indent);
  }
  if ('const' in node) return JSON.stringify(node.const);
  if (Array.isArray(node.enum)) return node.enum.map((value) => JSON.stringify(value)).join(' | ');
  for (const [keyword, joiner] of [
    ['oneOf', ' | '],
    ['anyOf', ' | '],
    ['allOf', ' & '],
  ] as const) {
    const list = node[keyword];
    if (Array.isArray(list))
      return list.map((item) => `(${typeOf(item, baseId, files, indent)})`).join(joiner);
  }
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  if (types.length === 0) throw new Error(`${baseId}: a reply node needs a type (${JSON.stringify(node)})`);
  return types.map((type) => typeOfKind(type, node, baseId, files, indent)).join(' | ');
}

function typeOfKind(
  type: string,
  node: SchemaNode,
  baseId: string,
  files: ReadonlyMap<string, SchemaNode>,
  indent: string,
): string {
  switch (type) {
    case 'string':
      return 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array': {
      const item = typeOf(node.items, baseId, files, indent);
      return /^[A-Za-z]+$/.test(item) ? `${item}[]` : `Array<${item}>`;
    }
    case 'object':
      return objectType(node, baseId, files, indent);
    default:
      throw new Error(`${baseId}: unknown type ${type}`);
  }
}

function objectType(
  node: SchemaNode,
  baseId: string,
  files: ReadonlyMap<string, SchemaNode>,
  indent: string,
) {
  const inner = `${indent}  `;
  const required = new Set(node.required ?? []);
  const lines: string[] = [];
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const name = IDENTIFIER.test(key) ? key : JSON.stringify(key);
    const optional = required.has(key) ? '' : '?';
    lines.push(
      `${docComment(child, inner)}${inner}${name}${optional}: ${typeOf(child, baseId, files, inner)};`,
    );
  }
  const extra = node.additionalProperties;
  if (isSchemaNode(extra)) lines.push(`${inner}[key: string]: ${typeOf(extra, baseId, files, inner)};`);
  // An open object of any shape (a form's answers, written by its own schema).
  if (lines.length === 0 && extra === true) return 'Record<string, unknown>';
  if (lines.length === 0) return 'Record<string, never>';
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/**
 * The TypeScript module of every reply schema (`schemas/api/replies/`): one exported type per
 * file, named after it, with the schemas' titles and descriptions as doc comments. The precompile
 * step writes it to `.generated/api-replies.ts`; the client's reply types and the server's view
 * builders both use it, so a reply's shape is written once, in its schema.
 */
export function replyTypesModule(files: ReadonlyMap<string, SchemaNode>): string {
  const blocks = replySchemaIds(files).map((id) => {
    const schema = files.get(id) as SchemaNode;
    const name = replyTypeName(id);
    const type = typeOf(schema, id, files, '');
    const doc = docComment(schema, '');
    const declaration = type.startsWith('{\n')
      ? `export interface ${name} ${type}`
      : `export type ${name} = ${type};`;
    return `${doc}${declaration}\n`;
  });
  return [
    '// Generated by `npm run precompile` from schemas/api/replies/*.json: edit the schemas, not this file.',
    '',
    ...blocks,
  ].join('\n');
}
