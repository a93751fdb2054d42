/** @jest-environment node */
import { valueAtPointer } from '../../../validation/json-pointer';
import type { SchemaNode } from '../../../validation/json-schema';
import { formSchemaId, loadSchemaFiles } from '../../../validation/schema-files';
import { formSendOf } from '../../../validation/send/form-send';
import type { CommodityForms, FormStepName } from './form-data';
import { fixture, fullForms } from './test-support';
import { toDraft } from './to-draft';

/*
 * The wizard's forms declare in their `send` where each field goes in the application's body; the
 * body is shaped in code (applicant-block.ts: addresses flattened, contact time joined, branches
 * left out). This holds the code to the declaration: every declared field typed in the forms
 * reaches its wire path, and nothing reaches the body that no field declares — so a field an
 * analyst adds can only travel in formAnswers.
 */

const FORMS: Record<FormStepName, string> = {
  identity: 'commodityIdentity',
  plan: 'commodityPlan',
  applicant: 'commodityApplicant',
  product: 'commodityProduct',
};
const files = loadSchemaFiles();
const sendOf = (form: string) => formSendOf(files.get(formSchemaId(form)) as SchemaNode)!;

/** Every leaf of a value as [dotted path, value]; arrays are leaves. */
function leaves(value: unknown, at = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [[at, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, at ? `${at}.${key}` : key));
}

const wireValue = (body: unknown, wire: string) =>
  wire.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], body);

/** Forms with every branch taken somewhere: a worker with insurance, a student, a card, two addresses. */
const SAMPLES: CommodityForms[] = [
  'accept-worker-labor-insurance',
  'accept-student-same-address',
  'accept-other-career',
].map((name) => {
  const forms = fullForms();
  const applicant = fixture<CommodityForms['applicant']>('commodityApplicant', name);
  // Step 2's career is the one the code sends: it matches the applicant's here.
  return { ...forms, applicant, plan: { ...forms.plan, careerTypeId: applicant.careerTypeId } };
});

describe("the wizard forms' send declarations and the body the code shapes", () => {
  it.each(SAMPLES.map((forms, i) => [i, forms] as const))(
    'sample %i: each declared field typed reaches its wire path',
    (_i, forms) => {
      const body = toDraft(forms);
      for (const [step, form] of Object.entries(FORMS) as [FormStepName, string][]) {
        for (const [pointer, { wire }] of Object.entries(sendOf(form).fields)) {
          const typed = valueAtPointer(forms[step], pointer);
          // The code leaves out what the spec does not send in this case (a branch not taken).
          if (typed === undefined || typed === '') continue;
          if (wire === 'applicant.careerTypeId' || wire.startsWith('applicant.residential')) continue;
          if (wire === 'password') continue; // a draft never keeps a password
          expect([pointer, wireValue(body, wire)]).not.toEqual([pointer, undefined]);
        }
      }
    },
  );

  it('puts nothing in the body that no field declares', () => {
    const declared = new Set(
      Object.values(FORMS).flatMap((form) => Object.values(sendOf(form).fields).map(({ wire }) => wire)),
    );
    // Set by the flow, not typed in a form: the send's own bookkeeping.
    const flowOwn = ['isSaveTmp', 'midClausever', 'caseFileIds', 'formRevisions', 'formAnswers'];
    for (const forms of SAMPLES) {
      const body = toDraft(forms, { midClausever: '1', caseFileIds: [1] });
      const stray = leaves(body)
        .map(([path]) => path)
        .filter(
          (path) => !declared.has(path) && !flowOwn.some((own) => path === own || path.startsWith(`${own}.`)),
        );
      expect(stray).toEqual([]);
    }
  });
});
