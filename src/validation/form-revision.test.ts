/** @jest-environment node */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formRevisionOf } from './form-revision';
import { generateForms } from './generated';

describe('form revisions', () => {
  it('change with a schema rule and stay the same for the same content', () => {
    const schema = { type: 'object', properties: { name: { type: 'string' } } };
    const stricter = { ...schema, required: ['name'] };
    expect(formRevisionOf(schema)).toMatch(/^[0-9a-f]{16}$/);
    expect(formRevisionOf(schema)).toBe(formRevisionOf(JSON.parse(JSON.stringify(schema))));
    expect(formRevisionOf(stricter)).not.toBe(formRevisionOf(schema));
  });

  it('are written by the precompiler for every form', () => {
    const out = mkdtempSync(join(tmpdir(), 'revisions-'));
    const { forms } = generateForms(undefined, out);
    const revisions = JSON.parse(readFileSync(join(out, 'form-revisions.json'), 'utf8')) as Record<
      string,
      string
    >;
    expect(Object.keys(revisions).sort()).toEqual([...forms].sort());
    for (const revision of Object.values(revisions)) expect(revision).toMatch(/^[0-9a-f]{16}$/);
  }, 60_000);
});
