import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FormModule } from '../validation/form-module';
import type { SchemaNode } from '../validation/json-schema';
import { assertKnownWidgets, fenqiFields, fenqiWidgets } from './registry';
import { FENQI_FIELD_NAMES, FENQI_WIDGET_NAMES } from './theme/part-names';

describe('part-names', () => {
  it('lists exactly the widgets and fields the theme registers (the schema lint reads these names)', () => {
    expect([...FENQI_WIDGET_NAMES].sort()).toEqual(Object.keys(fenqiWidgets).sort());
    expect([...FENQI_FIELD_NAMES].sort()).toEqual(Object.keys(fenqiFields).sort());
  });
});

describe('assertKnownWidgets', () => {
  it('throws on an unknown widget name, naming the schema path', () => {
    expect(() => assertKnownWidgets({ contact: { name: { 'ui:widget': 'fancyText' } } })).toThrow(
      'Unknown widget "fancyText" at /contact/name',
    );
  });

  it('throws on an unknown field name and on a widget named inside ui:options', () => {
    expect(() => assertKnownWidgets({ 'ui:field': 'nope' })).toThrow('Unknown field "nope" at /');
    expect(() => assertKnownWidgets({ a: { 'ui:options': { widget: 'nope' } } })).toThrow(
      'Unknown widget "nope" at /a',
    );
  });

  it('accepts the antd theme widgets', () => {
    const schema = {
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'integer', enum: [1, 2] } },
    };
    const uiSchema = { a: { 'ui:widget': 'password' }, b: { 'ui:widget': 'radio' } };
    expect(() => assertKnownWidgets(uiSchema, schema)).not.toThrow();
  });

  it('rejects a widget the field type does not offer', () => {
    const schema = { type: 'object', properties: { a: { type: 'boolean' } } };
    expect(() => assertKnownWidgets({ a: { 'ui:widget': 'password' } }, schema)).toThrow(
      'Unknown widget "password" at /a',
    );
  });

  it.each(readdirSync(join(__dirname, '../../uischemas')).filter((f) => f.endsWith('.json')))(
    'uischemas/%s names only registered widgets and fields',
    (file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the precompiled form module
      const form = require(
        join(__dirname, '../../.generated/forms', file.replace(/json$/, 'js')),
      ) as FormModule;
      expect(() => assertKnownWidgets(form.uiSchema, form.schema as SchemaNode)).not.toThrow();
    },
  );
});
