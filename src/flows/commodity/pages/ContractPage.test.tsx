import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fullForms } from '../model/test-support';
import { startSigningApiServer, type BrowserApiServer } from '../../../../tests/support/browser-api-server';
import { makePageStore, renderPage } from './confirm-pages-test-kit';
import InstallmentContractPage from './InstallmentContractPage';
import PlatformContractPage from './PlatformContractPage';
import { selectCommodityFiles, selectContractAgreements } from '../selectors';

// jsdom has no canvas: a click on the canvas "draws" a stroke (tests/support/fake-signature-pad.ts),
// and the drawing is a real PNG (the server checks what it stores). The real pad runs in the e2e.
jest.mock('signature_pad', () => jest.requireActual('../../../../tests/support/fake-signature-pad'));

// The whole contract page renders in jsdom on a shared 2-core machine.
jest.setTimeout(90_000);

let api: BrowserApiServer;
beforeAll(async () => {
  api = await startSigningApiServer();
});
afterAll(() => api.stop());

const ready = {
  completed: [1, 2, 3, 4] as (1 | 2 | 3 | 4)[],
  applicantKind: 'newMember' as const,
  forms: fullForms(),
};

describe('ContractPage', () => {
  it('shows the contract filled from the application', async () => {
    const kit = makePageStore(ready);
    renderPage(<InstallmentContractPage />, '/member/commodity-loans/installmentContract', kit);
    expect(await screen.findByRole('heading', { level: 1, name: '分期付款契約' })).toBeTruthy();
    expect(screen.getAllByText('王小明').length).toBeGreaterThan(0);
    expect(screen.getByText(/分期金額（本金）：新臺幣 30,000 元/)).toBeTruthy();
    expect(screen.getByText(/12 期，每期應付金額新臺幣 2,630 元，分期總價款新臺幣 31,560 元/)).toBeTruthy();
    expect(screen.getByText(/iPhone 16 128GB/)).toBeTruthy();
    // The promissory note states its sum in capital numerals.
    expect(screen.getByText(/參萬壹仟伍佰陸拾元整/)).toBeTruthy();
  });

  it('uploads the signature as its category, records the agreement and goes back to step 5', async () => {
    const user = userEvent.setup({ delay: null });
    const kit = makePageStore(ready);
    const { where } = renderPage(<PlatformContractPage />, '/member/commodity-loans/platformContract', kit);

    await user.click(await screen.findByRole('button', { name: '我已閱讀，開始簽名' }));
    const confirm = screen.getByRole<HTMLButtonElement>('button', { name: '確認簽名' });
    expect(confirm.disabled).toBe(true);
    await user.click(screen.getByLabelText(/簽名區$/));
    await user.click(confirm);

    await waitFor(() => expect(where.current).toBe('/member/commodity-loans/step5'));
    const contractsAgreedAt = selectContractAgreements(kit.store.getState());
    const files = selectCommodityFiles(kit.store.getState());
    expect(files).toMatchObject([
      { fileCategoryId: '22', contentType: 'image/png', name: '平台合約簽名.png' },
    ]);
    expect(Date.parse(contractsAgreedAt.platform ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(contractsAgreedAt.installment).toBeNull();
    expect(kit.store.getState().globalUi.signaturePadOpen).toBe(false);
  });

  it('takes the contract and the promissory note signatures in turn for the installment contract', async () => {
    const user = userEvent.setup({ delay: null });
    const kit = makePageStore(ready);
    const { where } = renderPage(
      <InstallmentContractPage />,
      '/member/commodity-loans/installmentContract',
      kit,
    );

    await user.click(await screen.findByRole('button', { name: '我已閱讀，開始簽名' }));
    expect(screen.getByText('分期付款契約簽名區')).toBeTruthy();
    await user.click(screen.getByLabelText(/簽名區$/));
    await user.click(screen.getByRole('button', { name: '確認簽名' }));

    // The pad moves on to the note; the contract's signature shows as an image.
    expect(await screen.findByText('本票簽名區')).toBeTruthy();
    expect(screen.getByAltText('分期付款契約的簽名')).toBeTruthy();
    expect(selectContractAgreements(kit.store.getState()).installment).toBeNull();
    await user.click(screen.getByLabelText(/簽名區$/));
    await user.click(screen.getByRole('button', { name: '確認簽名' }));

    await waitFor(() => expect(where.current).toBe('/member/commodity-loans/step5'));
    const contractsAgreedAt = selectContractAgreements(kit.store.getState());
    const files = selectCommodityFiles(kit.store.getState());
    expect(files.map((f) => f.fileCategoryId)).toEqual(['18', '19']);
    expect(contractsAgreedAt.installment).not.toBeNull();
  });

  it('signs by keyboard: the applicant’s name typed, refused when it is another name, kept on for the next slot', async () => {
    const user = userEvent.setup({ delay: null });
    const kit = makePageStore(ready);
    const { where } = renderPage(
      <InstallmentContractPage />,
      '/member/commodity-loans/installmentContract',
      kit,
    );

    await user.click(await screen.findByRole('button', { name: '我已閱讀，開始簽名' }));
    // The pad takes the focus on its name; the next Tab reaches 以鍵盤簽名.
    expect(document.activeElement?.textContent).toBe('分期付款契約簽名區');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '以鍵盤簽名' }));
    await user.keyboard('{Enter}');
    const field = screen.getByLabelText('以鍵盤簽署分期付款契約：請輸入與身分證相同的全名');
    expect(document.activeElement).toBe(field);
    await user.keyboard('王大明');
    expect(screen.getByRole('alert').textContent).toBe('姓名須與申請人姓名「王小明」相同');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '確認簽名' }).disabled).toBe(true);
    await user.clear(field);
    await user.keyboard('王小明{Enter}');

    // The note's pad opens typing, its field focused.
    const note = await screen.findByLabelText('以鍵盤簽署本票：請輸入與身分證相同的全名');
    await waitFor(() => expect(document.activeElement).toBe(note));
    await user.keyboard('王小明{Enter}');
    await waitFor(() => expect(where.current).toBe('/member/commodity-loans/step5'));
    expect(selectCommodityFiles(kit.store.getState()).map((f) => f.fileCategoryId)).toEqual(['18', '19']);
  });

  it('sends a member whose steps 1–4 are not done to the step to do', () => {
    const kit = makePageStore({ completed: [1] });
    const { where } = renderPage(<PlatformContractPage />, '/member/commodity-loans/platformContract', kit);
    expect(where.current).toBe('/member/commodity-loans/step2');
  });
});
