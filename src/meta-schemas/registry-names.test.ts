import { getDefaultRegistry } from '@rjsf/core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertKnownWidgets, fenqiFields, fenqiWidgets } from '../forms/registry';
import { REPO_ROOT } from '../validation/schema-files';
import { META_SCHEMA_FILES } from '.';

/*
 * The uiSchema meta-schema is generated from the registry's names as Node tools know them
 * (part-names.ts); here, against the registry itself with its components, the names it offers are
 * exactly the ones a form may use.
 */

const meta = JSON.parse(readFileSync(join(REPO_ROOT, META_SCHEMA_FILES.uiSchema), 'utf8')) as {
  definitions: Record<'widget' | 'field', { enum: string[] }>;
};
const core = getDefaultRegistry();
const TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array'];

function accepted(uiSchema: object, type: string): boolean {
  try {
    assertKnownWidgets({ a: uiSchema }, { type: 'object', properties: { a: { type } } });
    return true;
  } catch {
    return false;
  }
}

describe('the widget names of the uiSchema meta-schema', () => {
  it.each(meta.definitions.widget.enum)('"%s" is a widget the registry accepts for some type', (name) => {
    expect(TYPES.some((type) => accepted({ 'ui:widget': name }, type))).toBe(true);
  });

  it('include every widget the registry registers', () => {
    const registered = Object.keys({ ...core.widgets, ...fenqiWidgets });
    expect(meta.definitions.widget.enum).toEqual(expect.arrayContaining(registered));
  });
});

describe('the field names of the uiSchema meta-schema', () => {
  it('are exactly the fields the registry accepts', () => {
    const registered = Object.keys({ ...core.fields, ...fenqiFields });
    expect([...meta.definitions.field.enum].sort()).toEqual([...registered].sort());
    for (const name of registered) expect(accepted({ 'ui:field': name }, 'object')).toBe(true);
  });
});
