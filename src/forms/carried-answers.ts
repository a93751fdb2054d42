import shapes from '../../.generated/carried-answers.json';
import { isSchemaNode, type SchemaNode } from '../validation/json-schema';
import { answersOf, type CarriedFormAnswers } from '../validation/send/form-answers';

/** By form name, the answers' shape of each form carried in another body (`npm run precompile`). */
const SHAPES: Readonly<Record<string, SchemaNode | null>> = shapes;

/**
 * The `formAnswers` of a body that carries several forms (the commodity application, its draft):
 * each form's answers beyond the fields its `send` places in the body, by form name; undefined
 * when no form has any, so a body without analyst fields is exactly the spec's.
 */
export function carriedFormAnswers(
  dataByForm: Readonly<Record<string, unknown>>,
): CarriedFormAnswers | undefined {
  const carried = Object.entries(dataByForm).flatMap(([form, data]) => {
    const answers = answersOf(SHAPES[form] ?? null, data);
    return answers ? [[form, answers] as const] : [];
  });
  return carried.length > 0 ? Object.fromEntries(carried) : undefined;
}

/** A form's data with its carried answers put back (a draft read from the server). */
export function withAnswersPutBack<T extends object>(data: T, answers: unknown): T {
  return answers && typeof answers === 'object' ? (deepMerged(data, answers) as T) : data;
}

function deepMerged(base: unknown, over: unknown): unknown {
  if (!isSchemaNode(base) || !isSchemaNode(over)) return over === undefined ? base : over;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = deepMerged(base[key], value);
  return out;
}
