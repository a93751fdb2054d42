/** @jest-environment node */
import { bundleSchema } from '../schema-bundle';
import { formSchemaId, loadSchemaFiles } from '../schema-files';
import { fieldDestination } from './field-destination';

const files = loadSchemaFiles();
const form = (name: string) => bundleSchema(formSchemaId(name), files);

describe("a field's destination when its form is sent", () => {
  it('follows the guarantor form’s send: a wire name, local on purpose, or answers for anything else', () => {
    const guarantor = form('guarantor');
    expect(fieldDestination(guarantor, '/livingAddress/city')).toEqual({
      kind: 'wire',
      wire: 'guarLivingCity',
    });
    expect(fieldDestination(guarantor, '/info/cellPhone')).toEqual({ kind: 'local' });
    expect(fieldDestination(guarantor, '/agree')).toEqual({ kind: 'local' });
    expect(fieldDestination(guarantor, '/lineId')).toEqual({ kind: 'answers' });
  });

  it('sends every field of member info under its own name (the form is the body)', () => {
    expect(fieldDestination(form('memberInfo'), '/email')).toEqual({ kind: 'wire', wire: 'email' });
    expect(fieldDestination(form('memberInfo'), '/householdAddress/city')).toEqual({
      kind: 'wire',
      wire: 'householdAddress',
    });
    expect(fieldDestination(form('memberInfo'), '/lineId')).toEqual({ kind: 'wire', wire: 'lineId' });
  });

  it('places a field of a form carried in a body written by hand at its wire path, a new one in answers', () => {
    expect(fieldDestination(form('commodityApplicant'), '/email')).toEqual({
      kind: 'wire',
      wire: 'applicant.email',
    });
    expect(fieldDestination(form('commodityApplicant'), '/companyTaxId')).toEqual({ kind: 'answers' });
  });

  it('is unsent for a form that declares no send yet', () => {
    expect(fieldDestination(form('orderDocuments'), '/idFront')).toEqual({ kind: 'unsent' });
  });
});
