/** @jest-environment node */
import type { CommodityDraftView } from '../../../api/v2/types/commodity';
import { fromTotalMonths } from '../../../forms/widgets/SeniorityWidget/seniority';
import { syncApplicantForm } from './sync-applicant-form';
import { DRAFT_FORMATTING_TEXT, fromDraft } from './from-draft';
import { fixture, fullForms } from './test-support';
import { toDraft } from './to-draft';
import type { CommodityForms } from './form-data';

const file = (id: number, category: string) => ({
  id,
  fileCategoryId: category,
  name: `${id}.jpg`,
  contentType: 'image/jpeg',
  size: 1000,
  fileUrl: `/api/v2/files/${id}?expires=1&signature=s`,
  thumbnailUrl: `/api/v2/files/${id}/thumbnail`,
});

describe('fromDraft (spec §4 draft formatting)', () => {
  it.each([
    ['a date stays YYYY-MM-DD', '1995-05-05', '1995-05-05'],
    ['a timestamp keeps its date part', '1995-05-05T00:00:00.000Z', '1995-05-05'],
    ['no date stays empty', undefined, undefined],
  ])('birth date: %s', (_case, birthDate, expected) => {
    expect(fromDraft({ applicant: { birthDate } }).applicant.birthDate).toBe(expected);
  });

  it.each([
    ['morning,10-11', { period: 'morning', slot: '10-11' }],
    ['other,晚上七點後,週末也可', { period: 'other', slot: '晚上七點後,週末也可' }],
    [undefined, { period: '', slot: '' }],
  ])('contact time %s is split on the comma', (contactTime, expected) => {
    expect(fromDraft({ applicant: { contactTime } }).applicant.contactTime).toEqual(expected);
  });

  it.each([
    [{ creditCardBankCode: '004', creditCardNo: '4311-9511-2345-6789' }, true],
    [{ creditCardTag: true, creditCardBankCode: '004' }, false],
    [{ creditCardTag: true, creditCardNo: '4311-9511-2345-6789' }, false],
    [{}, false],
  ])('credit card %j has the tag %s (bank and number both present)', (card, tag) => {
    expect(fromDraft({ applicant: card }).applicant.creditCard?.creditCardTag).toBe(tag);
  });

  it.each([
    [26, { years: 2, months: 2 }],
    [12, { years: 1, months: 0 }],
    [371, { years: 30, months: 11 }],
  ])('seniority of %d months shows as %j (the seniority widget splits the total)', (months, shown) => {
    const { seniority } = fromDraft({ applicant: { seniority: months } }).applicant;
    expect(seniority).toBe(months);
    expect(fromTotalMonths(seniority as number)).toEqual(shown);
  });

  it('copies the career and the labor-insurance flag into both steps, and the files into the upload fields', () => {
    const draft: Partial<CommodityDraftView> = {
      isProvideLaborAndHealthInsurance: true,
      productName: '手機',
      applicant: { careerTypeId: 2, careerType: { id: 2, name: '學生' } },
      files: { '4': [file(11, '4')], '16': [file(12, '16'), file(13, '16')], '21': [file(14, '21')] },
    };
    const forms = fromDraft(draft);
    expect(forms.plan).toEqual({ careerTypeId: 2, isProvideLaborAndHealthInsurance: true });
    expect(forms.applicant).toMatchObject({ careerTypeId: 2, isProvideLaborAndHealthInsurance: true });
    expect(forms.applicant).not.toHaveProperty('careerType');
    expect(forms.product).toEqual({
      productName: '手機',
      selfieWithCertificate: file(11, '4').fileUrl,
      productsImgs: [file(12, '16').fileUrl, file(13, '16').fileUrl],
    });
  });

  it('names the loading text of formatting', () => {
    expect(DRAFT_FORMATTING_TEXT).toBe('資料加載中！');
  });
});

describe('draft round trip (toDraft → fromDraft)', () => {
  /** What a draft does not keep: passwords and the member check (uploads are the server's draft files). */
  function saved(forms: CommodityForms): CommodityForms {
    const { password: _p, confirmPassword: _c, acceptMember: _a, isMember: _m, ...identity } = forms.identity;
    const { productName, productModelNo } = forms.product;
    return {
      identity,
      plan: forms.plan,
      applicant: forms.applicant,
      product: { productName, productModelNo },
    };
  }

  it.each([
    ['a worker with insurance', 'accept-worker-labor-insurance'],
    ['a student with the same address', 'accept-student-same-address'],
    ['an "other" career', 'accept-other-career'],
  ])('gives back the form data of %s', (_case, applicantFixture) => {
    const forms = fullForms();
    forms.applicant = fixture('commodityApplicant', applicantFixture);
    forms.plan.careerTypeId = forms.applicant.careerTypeId;
    forms.plan.isProvideLaborAndHealthInsurance = forms.applicant.isProvideLaborAndHealthInsurance;
    // The page keeps step 3 in line with step 2 and the locked residential address, as a member sees it.
    forms.applicant = syncApplicantForm(forms.applicant, forms.plan);
    const draft = JSON.parse(JSON.stringify(toDraft(forms)));
    expect(fromDraft(draft)).toEqual(saved(forms));
  });

  it("puts an analyst's answers back into their step forms, beside the spec's fields", () => {
    const forms = fullForms();
    const formAnswers = {
      commodityApplicant: { companyTaxId: '12345678', firstContact: { email: 'a@b.tw' } },
      commodityProduct: { color: '黑' },
    };
    const draft = JSON.parse(JSON.stringify(toDraft(forms, { formAnswers })));
    expect(draft.formAnswers).toEqual(formAnswers);
    const back = fromDraft(draft);
    expect(back.applicant).toMatchObject({ companyTaxId: '12345678', name: forms.applicant.name });
    expect(back.applicant.firstContact).toEqual({ ...forms.applicant.firstContact, email: 'a@b.tw' });
    expect(back.product).toMatchObject({ color: '黑', productName: forms.product.productName });
  });
});
