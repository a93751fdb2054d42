/** @jest-environment node */
import { loadSchemaFiles } from '../schema-files';
import { SCHEMA_BASE_URI } from '../schema-bundle';
import type { SchemaNode } from '../json-schema';
import { carriedAnswerShapes, withCarriedAnswers } from './carried-answers';
import { answersSchemaOf } from './form-answers';
import { formSendOf } from './form-send';

const APPLICANT = `${SCHEMA_BASE_URI}commodityApplicant.json`;
const body = (name: string) => `${SCHEMA_BASE_URI}api/${name}.json`;

/** The repository's schema files with step 3 edited as an analyst would: a required 公司統一編號, a student-only 學號. */
function withAnalystFields(): Map<string, SchemaNode> {
  const files = new Map(loadSchemaFiles());
  const form = structuredClone(files.get(APPLICANT)!);
  form.properties!.companyTaxId = { type: 'string', title: '公司統一編號', pattern: '^[0-9]{8}$' };
  form.required = [...(form.required ?? []), 'companyTaxId'];
  const student = form.allOf!.find((branch) => JSON.stringify(branch.if).includes('"const":2'))!;
  student.then!.properties!.studentNo = { type: 'string', title: '學號', maxLength: 12 };
  files.set(APPLICANT, form);
  return files;
}

describe('answers carried in a body written by hand', () => {
  it('has no formAnswers while every field of the forms carried in hand-written bodies is placed by its send', () => {
    const files = loadSchemaFiles();
    expect(files.get(body('commodity-application'))!.properties!.formAnswers).toBeUndefined();
    expect(carriedAnswerShapes(files)).toEqual({
      commodityApplicant: null,
      commodityIdentity: null,
      commodityPlan: null,
      commodityProduct: null,
      orderApplicant: null,
      orderProduct: null,
    });
  });

  it("adds an analyst's field to the application (required as in the form) and to the drafts (not required)", () => {
    const files = withCarriedAnswers(withAnalystFields());
    const application = files.get(body('commodity-application'))!;
    expect(application.required).toContain('formAnswers');
    const carried = application.properties!.formAnswers as SchemaNode;
    expect(carried.required).toEqual(['commodityApplicant']);
    const answers = carried.properties!.commodityApplicant;
    expect(answers.required).toEqual(['companyTaxId']);
    expect(answers.properties!.companyTaxId).toMatchObject({ pattern: '^[0-9]{8}$' });
    // A field inside a condition on a spec field comes up as a plain property, its own rules kept.
    expect(answers.properties!.studentNo).toEqual({ type: 'string', title: '學號', maxLength: 12 });
    expect(answers.allOf).toBeUndefined();
    for (const draft of ['commodity-draft', 'replies/saved-commodity-draft']) {
      const saved = files.get(body(draft))!;
      expect(saved.required ?? []).not.toContain('formAnswers');
      const draftAnswers = (saved.properties!.formAnswers as SchemaNode).properties!.commodityApplicant;
      expect(draftAnswers.required).toBeUndefined();
      expect(draftAnswers.properties!.companyTaxId).toMatchObject({ pattern: '^[0-9]{8}$' });
    }
    expect(carriedAnswerShapes(withAnalystFields()).commodityApplicant).toEqual({
      properties: { companyTaxId: {}, studentNo: {} },
    });
  });

  it('keeps a condition between answers only, drops one that names a spec field', () => {
    const form: SchemaNode = {
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'string' }, spec: { type: 'boolean' } },
      allOf: [
        { if: { properties: { a: { const: 'x' } }, required: ['a'] }, then: { required: ['b'] } },
        { if: { properties: { spec: { const: true } }, required: ['spec'] }, then: { required: ['a'] } },
      ],
      send: { into: ['x'], fields: { '/spec': { wire: 'spec' } } },
    };
    const answers = answersSchemaOf(form, formSendOf(form)!)!;
    expect(answers.allOf).toEqual([form.allOf![0]]);
    expect(Object.keys(answers.properties!)).toEqual(['a', 'b']);
  });

  it('refuses a send that names a body or a field that does not exist', () => {
    const files = withAnalystFields();
    const form = structuredClone(files.get(APPLICANT)!);
    (form.send as { into: string[] }).into = ['no-such-body'];
    files.set(APPLICANT, form);
    expect(() => withCarriedAnswers(files)).toThrow(
      'schemas/commodityApplicant.json: send names the body no-such-body, which schemas/api/ does not have',
    );
    (form.send as { into: string[]; local: string[] }).into = ['commodity-application'];
    (form.send as { local: string[] }).local = ['/adress'];
    expect(() => withCarriedAnswers(files)).toThrow(
      'schemas/commodityApplicant.json: send names /adress, which the form does not have',
    );
  });

  it("checks a spec field by the form's rule too, in a block written inline, but not in a part shared below the top", () => {
    const files = loadSchemaFiles();
    const order = files.get(body('older-apply'))!.properties!.order;
    const periods = order.properties!.appPeriods;
    const formField = files.get(`${SCHEMA_BASE_URI}orderProduct.json`)!.properties!.appPeriods;
    expect(periods.allOf?.[1]).toEqual(formField);
    const contact = files.get(`${SCHEMA_BASE_URI}api/commodity-contact-person.json`)!;
    expect(contact.properties!.contactRelationId.allOf).toBeUndefined();
  });
});
