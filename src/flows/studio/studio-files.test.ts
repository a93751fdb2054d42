/** @jest-environment node */
import { afterSave, changedFiles, filesOf } from './studio-files';

const form = {
  name: 'login',
  title: '會員登入',
  schema: { path: 'schemas/login.json', content: '{"a":1}\n' },
  uiSchema: null,
  fixtures: [{ path: 'fixtures/login/accept.json', content: '{}\n' }],
};

describe('studio files', () => {
  it('lists only the files an edit changed or added, with what the disk holds', () => {
    const files = filesOf(form);
    expect(changedFiles(files)).toEqual([]);
    const edited = {
      ...files,
      edit: {
        ...files.edit,
        schema: '{"a":2}',
        fixtures: [...files.edit.fixtures, { path: 'fixtures/login/new.json', content: '{"n":1}' }],
      },
    };
    expect(changedFiles(edited)).toEqual([
      { file: { path: 'schemas/login.json', content: '{"a":2}' }, onDisk: '{"a":1}\n' },
      { file: { path: 'fixtures/login/new.json', content: '{"n":1}' }, onDisk: null },
    ]);
  });

  it('after a save the disk holds the saved files and the edit takes their formatting: nothing is left to save', () => {
    const files = filesOf(form);
    const edited = { ...files, edit: { ...files.edit, schema: '{"a":2}' } };
    const saved = [{ path: 'schemas/login.json', content: '{ "a": 2 }\n' }];
    const next = afterSave(edited, saved);
    expect(next.edit.schema).toBe('{ "a": 2 }\n');
    expect(next.disk.get('schemas/login.json')).toBe('{ "a": 2 }\n');
    expect(changedFiles(next)).toEqual([]);
  });
});
