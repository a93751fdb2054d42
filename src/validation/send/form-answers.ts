import { childPointer } from '../json-pointer';
import { isSchemaNode, type SchemaNode } from '../json-schema';
import { declaredPointers, type FormSend } from './form-send';

/** A form's answers beyond its body's wire fields, in the form's own shape (`{ lineId: … }`). */
export type FormAnswers = Record<string, unknown>;

/** Several forms' answers beyond their wire fields, by form name (a body's `formAnswers`). */
export type CarriedFormAnswers = Record<string, FormAnswers>;

/** Root keywords of a form that describe the file, not its answers. */
const FILE_KEYWORDS = ['$id', '$schema', '$comment', 'send'];

/** An `errorMessage.required` kept only for the properties still required. */
function keptErrorMessage(errorMessage: unknown, required: readonly string[]): unknown {
  if (!isSchemaNode(errorMessage) || !isSchemaNode(errorMessage.required)) return errorMessage;
  const kept = Object.entries(errorMessage.required).filter(([key]) => required.includes(key));
  const { required: _all, ...rest } = errorMessage;
  return kept.length > 0 ? { ...rest, required: Object.fromEntries(kept) } : rest;
}

/** Keywords that make a rule depend on other answers at the same level. */
const CONDITION_KEYWORDS = ['if', 'then', 'else', 'allOf', 'anyOf', 'oneOf', 'not', 'dependencies'];

/** The properties a condition names at its own level: in `properties`, `required`, and nested conditions. */
function namedKeys(node: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) namedKeys(item, into);
    return into;
  }
  if (!isSchemaNode(node)) return into;
  for (const key of Object.keys(node.properties ?? {})) into.add(key);
  for (const key of node.required ?? []) into.add(key);
  if (isSchemaNode(node.dependencies)) for (const key of Object.keys(node.dependencies)) into.add(key);
  for (const keyword of CONDITION_KEYWORDS) if (keyword !== 'dependencies') namedKeys(node[keyword], into);
  return into;
}

/** The properties a condition's branches define at its level, first definition first. */
function branchProperties(node: unknown, into: Record<string, SchemaNode> = {}): Record<string, SchemaNode> {
  if (Array.isArray(node)) {
    for (const item of node) branchProperties(item, into);
    return into;
  }
  if (!isSchemaNode(node)) return into;
  for (const [key, child] of Object.entries(node.properties ?? {})) into[key] ??= child;
  for (const keyword of ['then', 'else', 'allOf', 'anyOf', 'oneOf']) branchProperties(node[keyword], into);
  return into;
}

/**
 * The node's conditions that speak only of answers (a rule an analyst wrote between fields they
 * added) are kept; one that names a declared field cannot be judged on the answers alone, so it
 * goes, and the fields its branches define come up as plain properties (their own rules kept,
 * the condition's `required` not: the page still asks for them).
 */
function withoutDeclaredConditions(node: SchemaNode, isDeclared: (key: string) => boolean): SchemaNode {
  const units: [string, unknown][] = [];
  const conditional = Object.fromEntries(
    (['if', 'then', 'else'] as const).filter((key) => node[key] !== undefined).map((key) => [key, node[key]]),
  );
  if (Object.keys(conditional).length > 0) units.push(['if', conditional]);
  for (const keyword of ['allOf', 'anyOf', 'oneOf'])
    if (Array.isArray(node[keyword]))
      for (const item of node[keyword] as unknown[]) units.push([keyword, item]);
  if (node.not !== undefined) units.push(['not', node.not]);
  if (node.dependencies !== undefined) units.push(['dependencies', { dependencies: node.dependencies }]);
  if (units.length === 0) return node;
  const out: SchemaNode = { ...node };
  for (const keyword of CONDITION_KEYWORDS) delete out[keyword];
  const properties: Record<string, SchemaNode> = { ...(node.properties ?? {}) };
  const kept: Record<string, unknown[]> = {};
  for (const [keyword, unit] of units) {
    if (![...namedKeys(unit)].some(isDeclared)) {
      (kept[keyword] ??= []).push(unit);
      continue;
    }
    for (const [key, child] of Object.entries(branchProperties(unit))) properties[key] ??= child;
  }
  for (const [keyword, items] of Object.entries(kept)) {
    if (keyword === 'allOf' || keyword === 'anyOf' || keyword === 'oneOf')
      out[keyword] = items as SchemaNode[];
    else Object.assign(out, keyword === 'not' ? { not: items[0] } : items[0]);
  }
  out.properties = properties;
  return out;
}

function pruned(node: SchemaNode, declared: ReadonlySet<string>, at: string): SchemaNode | null {
  if (declared.has(at)) return null;
  const declaredBelow = (key: string) => {
    const pointer = childPointer(at, key);
    return declared.has(pointer) || [...declared].some((d) => d.startsWith(`${pointer}/`));
  };
  const plain = withoutDeclaredConditions(node, declaredBelow);
  if (!isSchemaNode(plain.properties)) return plain;
  const properties: Record<string, SchemaNode> = {};
  for (const [key, child] of Object.entries(plain.properties)) {
    const kept = pruned(child, declared, childPointer(at, key));
    if (kept) properties[key] = kept;
  }
  // An object whose every answer is declared elsewhere has nothing left to answer here.
  if (Object.keys(properties).length === 0 && at !== '') return null;
  const required = (plain.required ?? []).filter((key) => key in properties);
  const out: SchemaNode = { ...plain, properties, required };
  if (out.errorMessage !== undefined) out.errorMessage = keptErrorMessage(out.errorMessage, required);
  return out;
}

/**
 * The schema of a form's answers beyond its wire fields: the form with every declared answer (sent
 * under a wire name, or local) taken out, objects left empty dropped, `required` and its messages
 * kept for what remains. Its rules are the form's own, so the server refuses what the page refuses,
 * with the same message. Null when nothing remains.
 */
export function answersSchemaOf(form: SchemaNode, send: FormSend): SchemaNode | null {
  const rest = pruned(form, new Set(declaredPointers(send)), '');
  if (!rest || Object.keys(rest.properties ?? {}).length === 0) return null;
  return Object.fromEntries(Object.entries(rest).filter(([key]) => !FILE_KEYWORDS.includes(key)));
}

function picked(schema: SchemaNode, value: unknown): unknown {
  if (!isSchemaNode(schema.properties) || !isSchemaNode(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(schema.properties)) {
    const kept = picked(child, value[key]);
    if (kept !== undefined && !(isSchemaNode(kept) && Object.keys(kept).length === 0)) out[key] = kept;
  }
  return out;
}

/** The answers a form's data holds for `answersSchema`'s fields, or undefined when it holds none. */
export function answersOf(answersSchema: SchemaNode | null, data: unknown): FormAnswers | undefined {
  if (!answersSchema) return undefined;
  const answers = picked(answersSchema, data);
  return isSchemaNode(answers) && Object.keys(answers).length > 0 ? answers : undefined;
}
