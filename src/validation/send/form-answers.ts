import { childPointer } from '../json-pointer';
import { isSchemaNode, type SchemaNode } from '../json-schema';
import { declaredPointers, type FormSend } from './form-send';

/** A form's answers beyond its body's wire fields, in the form's own shape (`{ lineId: … }`). */
export type FormAnswers = Record<string, unknown>;

/** Root keywords of a form that describe the file, not its answers. */
const FILE_KEYWORDS = ['$id', '$schema', '$comment', 'send'];

/** An `errorMessage.required` kept only for the properties still required. */
function keptErrorMessage(errorMessage: unknown, required: readonly string[]): unknown {
  if (!isSchemaNode(errorMessage) || !isSchemaNode(errorMessage.required)) return errorMessage;
  const kept = Object.entries(errorMessage.required).filter(([key]) => required.includes(key));
  const { required: _all, ...rest } = errorMessage;
  return kept.length > 0 ? { ...rest, required: Object.fromEntries(kept) } : rest;
}

function pruned(node: SchemaNode, declared: ReadonlySet<string>, at: string): SchemaNode | null {
  if (declared.has(at)) return null;
  if (!isSchemaNode(node.properties)) return node;
  const properties: Record<string, SchemaNode> = {};
  for (const [key, child] of Object.entries(node.properties)) {
    const kept = pruned(child, declared, childPointer(at, key));
    if (kept) properties[key] = kept;
  }
  // An object whose every answer is declared elsewhere has nothing left to answer here.
  if (Object.keys(properties).length === 0 && at !== '') return null;
  const required = (node.required ?? []).filter((key) => key in properties);
  const out: SchemaNode = { ...node, properties, required };
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
