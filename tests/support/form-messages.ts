import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isSchemaNode, type SchemaNode } from '../../src/validation/json-schema';
import { requiredMessage } from '../../src/validation/localize';

/*
 * The messages a form's schema gives its fields, read from `schemas/` as the analyst left them:
 * a developer's test asserts that the server or the page says the form's message, never a copy
 * of its words, so an analyst who rewords a message breaks no developer's test.
 */

const SCHEMAS_DIR = join(__dirname, '..', '..', 'schemas');

/** The field a JSON pointer names in a form schema (`/livingAddress/city`). */
function fieldOf(form: string, pointer: string): SchemaNode {
  let node = JSON.parse(readFileSync(join(SCHEMAS_DIR, `${form}.json`), 'utf8')) as SchemaNode;
  for (const key of pointer.slice(1).split('/')) {
    const child = node.properties?.[key];
    if (!isSchemaNode(child)) throw new Error(`schemas/${form}.json has no field ${pointer}`);
    node = child;
  }
  return node;
}

function withTitle(message: string, field: SchemaNode): string {
  return message.split('{field}').join(typeof field.title === 'string' ? field.title : '');
}

/** The form's own message for a field's keyword (its `errorMessage`), `{field}` filled in. */
export function fieldMessage(form: string, pointer: string, keyword: string): string {
  const field = fieldOf(form, pointer);
  const messages = field.errorMessage;
  const message = isSchemaNode(messages) ? messages[keyword] : undefined;
  if (typeof message !== 'string')
    throw new Error(`schemas/${form}.json gives ${pointer} no ${keyword} message`);
  return withTitle(message, field);
}

/** What a missing answer to a field is told: the prompt its rule picks, with its title. */
export function missingFieldMessage(form: string, pointer: string): string {
  const field = fieldOf(form, pointer);
  return withTitle(requiredMessage(field), field);
}
