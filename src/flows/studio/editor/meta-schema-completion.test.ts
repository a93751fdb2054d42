import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { json } from '@codemirror/lang-json';
import { ensureSyntaxTree } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import schemaMetaSchema from '../../../../editor/meta-schemas/fenqi-schema.json';
import uiSchemaMetaSchema from '../../../../editor/meta-schemas/fenqi-uischema.json';
import type { SchemaNode } from '../../../validation/json-schema';
import { jsonDiagnostics } from './json-diagnostics';
import { pointerRange } from './json-tree';
import { metaSchemaCompletion } from './meta-schema-completion';

/** A parsed editor state of `doc`, with the cursor where `|` is. */
function stateAt(marked: string): { state: EditorState; pos: number } {
  const pos = marked.indexOf('|');
  const doc = marked.replace('|', '');
  const state = EditorState.create({ doc, extensions: [json()] });
  ensureSyntaxTree(state, doc.length, 5_000);
  return { state, pos };
}

function complete(metaSchema: unknown, marked: string, explicit = false): string[] {
  const { state, pos } = stateAt(marked);
  const source = metaSchemaCompletion(metaSchema as SchemaNode);
  const result = source(new CompletionContext(state, pos, explicit)) as CompletionResult | null;
  return result?.options.map((option) => option.label) ?? [];
}

describe('the studio editor', () => {
  it("offers a field's keywords, the §5 rules among them, inside a property of `properties`", () => {
    const labels = complete(schemaMetaSchema, '{ "properties": { "phone": { "type": "string", "mob|" } } }');
    expect(labels).toEqual(expect.arrayContaining(['mobile_phone', 'maxLength', 'title', 'tw_id']));
    expect(labels).not.toContain('type');
  });

  it('offers the widget names after "ui:widget" and the booleans after a §5 rule', () => {
    expect(complete(uiSchemaMetaSchema, '{ "name": { "ui:widget": "tw|" } }')).toContain('twId');
    expect(complete(schemaMetaSchema, '{ "properties": { "x": { "tw_id": |} } }', true)).toEqual(
      expect.arrayContaining(['true', 'false']),
    );
  });

  it('offers nothing in the middle of a value that has no choices', () => {
    expect(complete(schemaMetaSchema, '{ "title": "姓|" }')).toEqual([]);
  });

  it('underlines a finding at the property its pointer names, and a syntax error where parsing stopped', () => {
    const { state } = stateAt('{ "properties": { "a": { "type": "string" } } }|');
    const range = pointerRange(state, '/properties/a');
    expect(state.sliceDoc(range?.from, range?.to)).toBe('"a": { "type": "string" }');
    const [finding] = jsonDiagnostics(state, [{ pointer: '/properties/a', message: '欄位需要中文 title' }]);
    expect(finding).toMatchObject({
      from: range?.from,
      to: range?.to,
      message: '/properties/a：欄位需要中文 title',
    });
    const broken = stateAt('{ "a": 1, }|').state;
    expect(jsonDiagnostics(broken, [])).toEqual([
      expect.objectContaining({ severity: 'error', message: expect.stringMatching(/^JSON 格式錯誤/) }),
    ]);
  });
});
