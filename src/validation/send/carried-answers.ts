import { isSchemaNode, type SchemaNode } from '../json-schema';
import { SCHEMA_BASE_URI } from '../schema-bundle';
import { withAbsoluteRefs } from './derived-body';
import { answersSchemaOf } from './form-answers';
import { FORM_ANSWERS_PROPERTY, formSendOf, type FormSend } from './form-send';
import { addSpecFieldRules } from './spec-field-rules';

/*
 * A body written by hand may carry several forms (the commodity application carries the wizard's
 * four). A form that names such a body in its `send` (`into`, or `drafts` for a body saved as far
 * as it is typed) has its answers beyond the wire fields carried in the body's `formAnswers`,
 * under the form's name, checked by the form's own rules: the body file itself stays as the spec
 * writes it, and an analyst's field travels without anyone editing it.
 */

/** The form's name from its `$id` (`…/schemas/commodityApplicant.json` → `commodityApplicant`). */
export function formNameOfId(id: string): string {
  return id.slice(SCHEMA_BASE_URI.length).replace(/\.json$/, '');
}

/** Whether the form has the field a pointer names, in its properties or in a condition's branches. */
function hasField(node: SchemaNode, keys: readonly string[]): boolean {
  if (keys.length === 0) return true;
  const [key, ...rest] = keys;
  const branches = ['then', 'else', 'allOf', 'anyOf', 'oneOf'].flatMap((keyword) => {
    const value = node[keyword];
    return Array.isArray(value) ? value : value === undefined ? [] : [value];
  });
  const child = node.properties?.[key];
  // A field behind a `$ref` is looked up no further: the file it names is checked on its own.
  if (isSchemaNode(child) && (rest.length === 0 || typeof child.$ref === 'string' || hasField(child, rest)))
    return true;
  return branches.some(
    (branch) => isSchemaNode(branch) && (typeof branch.$ref === 'string' || hasField(branch, keys)),
  );
}

/** Refuses a `send` that names a field its form does not have (the file and the pointer in the message). */
function assertFieldsExist(formId: string, form: SchemaNode, send: FormSend): void {
  for (const pointer of [...Object.keys(send.fields), ...send.local])
    if (!hasField(form, pointer.slice(1).split('/')))
      throw new Error(
        `${formId.replace(SCHEMA_BASE_URI, 'schemas/')}: send names ${pointer}, which the form does not have`,
      );
}

/** A schema with no `required` anywhere: a draft's answers are checked as far as they are typed. */
function withoutRequired(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutRequired);
  if (!isSchemaNode(node)) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== 'required')
      .map(([key, value]) => [
        key,
        key === 'errorMessage' && isSchemaNode(value)
          ? Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'required'))
          : withoutRequired(value),
      ]),
  );
}

/**
 * The body with `formAnswers.<form>` added (the form's answers schema, refs made absolute); when
 * the answers have a required field, the body requires them, so the rule holds on the server too.
 */
function carrying(body: SchemaNode, formName: string, answers: SchemaNode): SchemaNode {
  const properties = body.properties ?? {};
  const carried = isSchemaNode(properties[FORM_ANSWERS_PROPERTY])
    ? properties[FORM_ANSWERS_PROPERTY]
    : {
        type: 'object',
        title: '其他填答',
        description: '各表單在規格欄位以外的填答（分析師新增的欄位），鍵為表單名稱，依該表單的規則檢查',
        additionalProperties: false,
        properties: {},
      };
  const needed = (answers.required ?? []).length > 0;
  const entry = {
    ...carried,
    ...(needed ? { required: withName(carried.required, formName) } : {}),
    properties: { ...(carried.properties ?? {}), [formName]: answers },
  };
  return {
    ...body,
    ...(needed ? { required: withName(body.required, FORM_ANSWERS_PROPERTY) } : {}),
    properties: { ...properties, [FORM_ANSWERS_PROPERTY]: entry },
  };
}

/** `names` with `name` added once. */
function withName(names: readonly string[] | undefined, name: string): string[] {
  const list = names ?? [];
  return list.includes(name) ? [...list] : [...list, name];
}

/**
 * The schema files with each `into` and `drafts` body carrying its forms' answers. A body named
 * that does not exist, or a form whose answers use local definitions, is refused with the form's file.
 */
export function withCarriedAnswers(files: ReadonlyMap<string, SchemaNode>): Map<string, SchemaNode> {
  const out = new Map(files);
  const ruled = new Set<string>();
  for (const [id, form] of files) {
    if (id.slice(SCHEMA_BASE_URI.length).includes('/')) continue; // forms are the top-level files
    const send = formSendOf(form);
    if (!send || (send.into.length === 0 && send.drafts.length === 0)) continue;
    assertFieldsExist(id, form, send);
    const file = id.replace(SCHEMA_BASE_URI, 'schemas/');
    const answers = answersSchemaOf(form, send);
    if (answers?.definitions)
      throw new Error(`${file}: a form carried in another body keeps its definitions in schemas/defs/`);
    const schema = answers && (withAbsoluteRefs(answers, id) as SchemaNode);
    for (const [names, partial] of [
      [send.into, false],
      [send.drafts, true],
    ] as const) {
      for (const name of names) {
        const bodyId = `${SCHEMA_BASE_URI}api/${name}.json`;
        if (!out.has(bodyId))
          throw new Error(`${file}: send names the body ${name}, which schemas/api/ does not have`);
        // A reply shows what was kept; only the requests check the form's rules.
        if (!name.startsWith('replies/')) addSpecFieldRules(out, id, form, send, bodyId, ruled);
        if (!schema) continue;
        const carried = partial ? (withoutRequired(schema) as SchemaNode) : schema;
        out.set(bodyId, carrying(out.get(bodyId)!, formNameOfId(id), carried));
      }
    }
  }
  return out;
}

/** A schema reduced to its properties' tree: all that picking the answers out of a form's data needs. */
function shapeOf(node: SchemaNode): SchemaNode {
  if (!isSchemaNode(node.properties)) return {};
  return {
    properties: Object.fromEntries(
      Object.entries(node.properties).map(([key, child]) => [key, shapeOf(child)]),
    ),
  };
}

/**
 * By form name, the shape of the answers each form carried in another body has beyond its wire
 * fields (null when it has none): what the page picks from the form's data to send as
 * `formAnswers` (`npm run precompile` writes it to `.generated/carried-answers.json`).
 */
export function carriedAnswerShapes(
  files: ReadonlyMap<string, SchemaNode>,
): Record<string, SchemaNode | null> {
  const shapes: Record<string, SchemaNode | null> = {};
  for (const [id, form] of files) {
    if (id.slice(SCHEMA_BASE_URI.length).includes('/')) continue;
    const send = formSendOf(form);
    if (!send || (send.into.length === 0 && send.drafts.length === 0)) continue;
    const answers = answersSchemaOf(form, send);
    shapes[formNameOfId(id)] = answers ? shapeOf(answers) : null;
  }
  return shapes;
}
