import { render, screen, waitFor } from '@testing-library/react';
import type { FenqiFormContext, LookupLoader } from '../../forms/form-context';
import { FormView } from '../../forms/FormView';
import { FenqiConfigProvider } from '../../forms/locale';

/*
 * The four wizard forms as members see them: the if/then rules of the schemas decide which fields
 * show and which are locked. Lookups answer with a few rows; categories as the server seeds them.
 */

const list =
  (rows: [string | number, string][]): LookupLoader =>
  async () =>
    rows.map(([value, label]) => ({ value, label }));

const context: FenqiFormContext = {
  lookups: {
    interestPlans: list([[1, '手機分期 0 利率專案']]),
    careerTypes: list([[1, '一般上班族']]),
    installments: list([[13, '12 期']]),
    productNames: list([['手機', '手機']]),
    schools: list([[1, '國立臺灣大學']]),
    departments: list([[101, '資訊工程學系']]),
    banks: list([['004', '臺灣銀行']]),
    bankBranches: list([['0040037', '營業部']]),
    contactRelations: list([[18, '其他']]),
  },
  fileCategories: Object.fromEntries(
    [
      [4, '手持證件自拍照', 1],
      [13, '其他補充文件', 10],
      [14, '手機商品照（IMEI）', 1],
      [15, '電腦商品照（序號）', 1],
      [16, '商品現況照片', 10],
      [17, '存摺封面', 1],
    ].map(([id, name, maxOnApply]) => [
      id,
      { id: Number(id), name: String(name), maxOnApply: Number(maxOnApply) },
    ]),
  ),
};

async function renderForm(name: string, formData: object) {
  const view = render(
    <FenqiConfigProvider>
      <FormView name={name} formData={formData} formContext={context} />
    </FenqiConfigProvider>,
  );
  // The form's module loads first: on a loaded 2-core machine that takes seconds, not one.
  await waitFor(() => expect(view.container.querySelector(`.fenqi-form-${name}`)).not.toBeNull(), {
    timeout: 15_000,
  });
  return view;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('commodityIdentity', () => {
  it.each([
    ['before the member check, only the ID number', {}, [], ['密碼', '確認密碼']],
    ['a member enters the login password', { isMember: true }, ['密碼'], ['確認密碼']],
    ['a new member creates a password', { isMember: false }, ['密碼', '確認密碼'], []],
  ])('%s', async (_case, data, shown, hidden) => {
    await renderForm('commodityIdentity', { idCardNo: 'A123456789', ...data });
    expect(input('身分證字號').value).toBe('A123456789');
    for (const label of shown) expect(screen.getByLabelText(label)).toBeTruthy();
    for (const label of hidden) expect(screen.queryByLabelText(label)).toBeNull();
  });
});

describe('commodityPlan', () => {
  it('shows the 36th-period hint with the installment choice', async () => {
    await renderForm('commodityPlan', {});
    expect(screen.getByText('第 36 期僅限學生、軍警消及醫護人員申辦')).toBeTruthy();
  });
});

describe('commodityApplicant', () => {
  it('warns about the free webmail provider under the email field', async () => {
    await renderForm('commodityApplicant', {});
    expect(screen.getByText(/請避免使用 Yahoo 奇摩信箱/)).toBeTruthy();
  });

  it.each([
    [1, true, false],
    [6, false, false],
    [2, true, true],
  ])('career %d: description locked %s, student fields shown %s', async (careerTypeId, locked, student) => {
    await renderForm('commodityApplicant', { careerTypeId });
    expect(input('其他職業說明').disabled).toBe(locked);
    expect(screen.queryByLabelText('學校') !== null).toBe(student);
    expect(screen.queryByText('學制') !== null).toBe(student);
  });

  it.each([
    [true, true],
    [false, false],
  ])('sameAddr %s locks the residential address: %s', async (sameAddr, locked) => {
    await renderForm('commodityApplicant', { sameAddr });
    expect(input('居住地址').disabled).toBe(locked);
    expect(input('居住電話').disabled).toBe(locked);
  });

  it.each([
    [18, false],
    [16, true],
  ])(
    'second contact relation %d: other-relation description locked %s',
    async (contactRelationId, locked) => {
      await renderForm('commodityApplicant', { secondContact: { contactRelationId } });
      expect(input('其他關係說明').disabled).toBe(locked);
    },
  );
});

describe('commodityProduct', () => {
  it.each([
    ['手機', true, '手機商品照（IMEI）', '電腦商品照（序號）'],
    ['筆電電腦', true, '電腦商品照（序號）', '手機商品照（IMEI）'],
    ['客製化電腦', false, '電腦商品照（序號）', '手機商品照（IMEI）'],
  ])('%s: model number shown %s, uploads %s but not %s', async (productName, model, shown, hidden) => {
    await renderForm('commodityProduct', { productName });
    expect(screen.queryByLabelText('商品型號') !== null).toBe(model);
    expect(screen.queryAllByText(shown).length).toBeGreaterThan(0);
    expect(screen.queryAllByText(hidden)).toHaveLength(0);
  });
});
