/** @jest-environment node */
import { missingWires, undeclaredLeaves } from '../../../../tests/support/send-declaration';
import type { CommodityForms, FormStepName } from './form-data';
import { fixture, fullForms } from './test-support';
import { toDraft } from './to-draft';

/*
 * The wizard's forms declare in their `send` where each field goes in the application's body; the
 * body is shaped in code (applicant-block.ts: addresses flattened, contact time joined, branches
 * left out). This holds the code to the declaration.
 */

const FORMS: Record<FormStepName, string> = {
  identity: 'commodityIdentity',
  plan: 'commodityPlan',
  applicant: 'commodityApplicant',
  product: 'commodityProduct',
};

/** Forms with every branch taken somewhere: a worker with insurance, a student, an "other" career. */
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

/** Left out on purpose: a draft never keeps a password; step 2's career wins; residential follows sameAddr. */
const leftOut = (wire: string) =>
  wire === 'password' || wire === 'applicant.careerTypeId' || wire.startsWith('applicant.residential');

describe("the wizard forms' send declarations and the body the code shapes", () => {
  it.each(SAMPLES.map((forms, i) => [i, forms] as const))(
    'sample %i: each declared field typed reaches its wire path',
    (_i, forms) => {
      const body = toDraft(forms);
      for (const [step, form] of Object.entries(FORMS) as [FormStepName, string][])
        expect(missingWires(form, forms[step], body, leftOut)).toEqual([]);
    },
  );

  it('puts nothing in the body that no field declares', () => {
    // Set by the flow, not typed in a form: the send's own bookkeeping.
    const own = ['isSaveTmp', 'midClausever', 'caseFileIds', 'formRevisions', 'formAnswers'];
    for (const forms of SAMPLES)
      expect(
        undeclaredLeaves(Object.values(FORMS), toDraft(forms, { midClausever: '1', caseFileIds: [1] }), own),
      ).toEqual([]);
  });
});
