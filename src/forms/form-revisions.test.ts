import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FORM_REVISIONS, formRevisionsOf } from './form-revisions';

describe('FORM_REVISIONS', () => {
  it('are the precompiler’s revisions of this build, picked by form', () => {
    const written = JSON.parse(readFileSync(join(__dirname, '../../.generated/form-revisions.json'), 'utf8'));
    expect(FORM_REVISIONS).toEqual(written);
    expect(formRevisionsOf(['commodityApplicant', 'noSuchForm'])).toEqual({
      commodityApplicant: written.commodityApplicant,
    });
  });
});
