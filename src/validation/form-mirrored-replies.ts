import { isSchemaNode, type SchemaNode } from './json-schema';
import { SCHEMA_BASE_URI } from './schema-bundle';
import { withAbsoluteRefs } from './send/derived-body';

/**
 * Replies that answer a form's fields back as the form writes them, by reply file and form: the
 * member record is the memberInfo form's data plus a few read-only states.
 */
const FORM_MIRRORED_REPLIES: Readonly<Record<string, string>> = {
  'api/replies/member-record.json': 'memberInfo',
};

/** The reply node with every form field it does not declare added, as the form writes it. */
function withFormFields(reply: SchemaNode, form: SchemaNode, formId: string): SchemaNode {
  if (!isSchemaNode(form.properties)) return reply;
  const properties: Record<string, SchemaNode> = { ...reply.properties };
  for (const [key, field] of Object.entries(form.properties)) {
    const declared = properties[key];
    if (!isSchemaNode(declared)) properties[key] = withAbsoluteRefs(field, formId) as SchemaNode;
    else if (isSchemaNode(declared.properties)) properties[key] = withFormFields(declared, field, formId);
  }
  return { ...reply, properties };
}

/**
 * The schema files with each form-mirrored reply completed from its form: a field an analyst adds
 * to the form (top level or inside a group) is answered back with no edit of the reply. What the
 * reply declares itself (nullable columns, read-only states, descriptions) stays as written.
 */
export function withFormFieldsInReplies(files: ReadonlyMap<string, SchemaNode>): Map<string, SchemaNode> {
  const out = new Map(files);
  for (const [replyPath, formName] of Object.entries(FORM_MIRRORED_REPLIES)) {
    const replyId = `${SCHEMA_BASE_URI}${replyPath}`;
    const formId = `${SCHEMA_BASE_URI}${formName}.json`;
    const reply = files.get(replyId);
    const form = files.get(formId);
    if (reply && form) out.set(replyId, withFormFields(reply, form, formId));
  }
  return out;
}
