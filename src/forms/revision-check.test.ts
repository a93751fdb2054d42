import { checkDraftRevisions, REVISION_NOTE, type RevisionCheckInput } from './revision-check';

/** A stand-in validator: each form requires the listed fields. */
const requires =
  (rules: Record<string, string[]>) =>
  (form: string, data: unknown): { path: string; message: string }[] =>
    (rules[form] ?? [])
      .filter((field) => !(data as Record<string, unknown>)[field])
      .map((field) => ({ path: `/${field}`, message: `請輸入${field}` }));

const steps = [
  { step: 2, form: 'commodityPlan' },
  { step: 3, form: 'commodityApplicant' },
  { step: 4, form: 'commodityProduct' },
];
const data = {
  commodityPlan: { amount: 30000 },
  commodityApplicant: { name: '王大明', email: 'ming@example.com' },
  commodityProduct: { productName: '手機' },
};
const saved = { commodityPlan: 'p1', commodityApplicant: 'a1', commodityProduct: 'r1' };

const input = (overrides: Partial<RevisionCheckInput>): RevisionCheckInput => ({
  steps,
  data,
  savedRevisions: saved,
  currentRevisions: saved,
  validate: requires({
    commodityPlan: ['amount'],
    commodityApplicant: ['name'],
    commodityProduct: ['productName'],
  }),
  ...overrides,
});

describe('checkDraftRevisions', () => {
  it('has nothing to say when no form changed', () => {
    expect(checkDraftRevisions(input({}))).toEqual({
      changedForms: [],
      firstStep: null,
      form: null,
      fields: [],
      note: null,
    });
  });

  it('takes the member to the step whose changed form gained a required field, naming it', () => {
    const result = checkDraftRevisions(
      input({
        currentRevisions: { ...saved, commodityApplicant: 'a2' },
        validate: requires({ commodityApplicant: ['name', 'companyTaxId'] }),
      }),
    );
    expect(result).toEqual({
      changedForms: ['commodityApplicant'],
      firstStep: 3,
      form: 'commodityApplicant',
      fields: [{ path: '/companyTaxId', message: '請輸入companyTaxId' }],
      note: REVISION_NOTE,
    });
    // The draft's data is the caller's and stays as typed.
    expect(data.commodityApplicant).toEqual({ name: '王大明', email: 'ming@example.com' });
  });

  it('validates only forms whose revision changed, and picks the earliest step with a problem', () => {
    const result = checkDraftRevisions(
      input({
        currentRevisions: { commodityPlan: 'p1', commodityApplicant: 'a2', commodityProduct: 'r2' },
        // The plan would fail too, but its revision is unchanged: it was accepted under these rules.
        validate: requires({
          commodityPlan: ['term'],
          commodityApplicant: ['name'],
          commodityProduct: ['imei'],
        }),
      }),
    );
    expect(result.changedForms).toEqual(['commodityApplicant', 'commodityProduct']);
    expect(result.firstStep).toBe(4);
    expect(result.fields).toEqual([{ path: '/imei', message: '請輸入imei' }]);
  });

  it('checks every form of a draft saved before revisions were recorded', () => {
    const result = checkDraftRevisions(input({ savedRevisions: {}, data: { ...data, commodityPlan: {} } }));
    expect(result.changedForms).toHaveLength(3);
    expect(result.firstStep).toBe(2);
  });

  it('says nothing when the forms changed but the draft still passes them', () => {
    const result = checkDraftRevisions(input({ currentRevisions: { commodityPlan: 'p9' } }));
    expect(result.changedForms).toEqual(['commodityPlan', 'commodityApplicant', 'commodityProduct']);
    expect(result.note).toBeNull();
  });
});
