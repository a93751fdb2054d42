import { bundleSchema } from '../../validation/schema-bundle';
import { formSchemaId, loadSchemaFiles, loadUiSchema } from '../../validation/schema-files';
import { LAZY_WIDGETS } from './fenqi-theme';
import { partsOfForm } from './form-parts';

const schemaOf = (properties: Record<string, unknown>) => ({ type: 'object', properties });

describe('partsOfForm: the lazy widgets a form fetches before it renders', () => {
  it('finds none for the login form (ID number and password ship with every form)', () => {
    const schema = bundleSchema(formSchemaId('login'), loadSchemaFiles());
    expect(partsOfForm(schema, loadUiSchema('login')).size).toBe(0);
  });

  it('fetches antd Checkbox and Radio for a boolean, which RJSF draws as a checkbox by default', () => {
    const parts = partsOfForm(schemaOf({ agree: { type: 'boolean' } }), {});
    expect(parts).toEqual(new Set([LAZY_WIDGETS.CheckboxWidget, LAZY_WIDGETS.RadioWidget]));
  });

  it.each([
    ['radio', 'RadioWidget'],
    ['checkbox', 'CheckboxWidget'],
    ['textarea', 'TextareaWidget'],
  ])('resolves ui:widget "%s" to the registry entry %s', (name, entry) => {
    const parts = partsOfForm(schemaOf({ note: { type: 'string' } }), { note: { 'ui:widget': name } });
    expect(parts).toEqual(new Set([LAZY_WIDGETS[entry]]));
  });

  it('finds a widget named in ui:options, at any depth', () => {
    const schema = schemaOf({ contact: schemaOf({ note: { type: 'string' } }) });
    const parts = partsOfForm(schema, { contact: { note: { 'ui:options': { widget: 'textarea' } } } });
    expect(parts).toEqual(new Set([LAZY_WIDGETS.TextareaWidget]));
  });
});
