import { act, screen, within } from '@testing-library/react';
import { selectCommodityRun, selectWizardForms } from '../selectors';
import userEvent from '@testing-library/user-event';
import { clearDraftToken } from '../../../api/commodity-token';
import { fetchInterestPlans } from '../../../api/v2/interest-plans';
import { fetchMidClause } from '../../../api/v2/reference';
import type { ClientFile } from '../../../api/v2/types/common';
import { failedCall } from '../../../store/call-state';
import { COMMODITY, CONFIRM_STEP, type CommodityLoaded } from '../commodity-flow';
import { fullForms } from '../model/test-support';
import { withAgreement } from '../../../step-flow/contract/step-contracts';
import { flowFileStored, flowFormChanged } from '../../../step-flow/slice';
import { submitActions, type ContractName } from '../actions';

import { startBrowserApiServer, type BrowserApiServer } from '../../../../tests/support/browser-api-server';
import { makePageStore, renderPage, type PageState, type PageStore } from './confirm-pages-test-kit';
import Step5ConfirmPage from './Step5ConfirmPage';

/* Step 5 against the real server, which answers the summary's lookups (bank and relation names). */

const STEP5 = '/member/commodity-loans/step5';
// The whole step page (stepper, summary, forms) renders in jsdom on a shared 2-core machine.
jest.setTimeout(90_000);
let api: BrowserApiServer;
let base: PageState;
let loaded: CommodityLoaded;

const signature = (id: number, category: number): ClientFile => ({
  id,
  fileCategoryId: String(category),
  name: 'signature.png',
  contentType: 'image/png',
  size: 100,
  fileUrl: `/api/v2/files/${id}`,
  thumbnailUrl: `/api/v2/files/${id}/thumbnail`,
});
const SIGNATURES = [signature(81, 18), signature(82, 19), signature(83, 22), signature(84, 23)];

beforeAll(async () => {
  api = await startBrowserApiServer();
  const plans = await fetchInterestPlans();
  const midClause = await fetchMidClause();
  base = {
    completed: [1, 2, 3, 4],
    applicantKind: 'member',
    forms: { ...fullForms(), identity: { idCardNo: 'A123456789', isMember: true } },
  };
  loaded = { plans, fileCategories: [], midClause };
});
afterAll(async () => {
  clearDraftToken();
  await api.stop();
});

const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /送出申請/ });
const agreeAll = (kit: PageStore) =>
  act(() => {
    // As the engine's contract pages do: each agreement goes into the confirm step's data.
    for (const name of ['installment', 'platform', 'sale'] as ContractName[]) {
      const data = selectCommodityRun(kit.store.getState()).forms[CONFIRM_STEP];
      kit.store.dispatch(
        flowFormChanged(COMMODITY, CONFIRM_STEP, withAgreement(data, name, '2025-06-01T06:30:00.000Z')),
      );
    }
  });

describe('Step5ConfirmPage', () => {
  it('shows the summary with names from the server and enables 送出申請 only once all contracts are agreed and signed', async () => {
    const user = userEvent.setup({ delay: null });
    const kit = makePageStore({ ...base, files: SIGNATURES.slice(0, 3) }, loaded);
    renderPage(<Step5ConfirmPage />, STEP5, kit);

    const passbook = await screen.findByRole('region', { name: '撥款帳戶' });
    expect(await within(passbook).findByText('004 臺灣銀行')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    expect(screen.getAllByText('尚未同意')).toHaveLength(3);

    agreeAll(kit);
    // The sale contract's signature (23) is missing: agreed is not enough.
    expect(screen.getByText('簽名未完成，請重新簽署')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);

    act(() => void kit.store.dispatch(flowFileStored(COMMODITY, SIGNATURES[3])));
    expect(screen.getAllByText(/^已同意 2025\/06\/01/)).toHaveLength(3);
    expect(sendButton().disabled).toBe(false);
    await user.click(sendButton());
    expect(kit.types()).toContain(submitActions.REQUEST);
  });

  it('opens a contract page from 閱讀並同意', async () => {
    const user = userEvent.setup({ delay: null });
    const kit = makePageStore(base, loaded);
    const { where } = renderPage(<Step5ConfirmPage />, STEP5, kit);
    await user.click(await screen.findByRole('button', { name: '閱讀並同意平台服務契約' }));
    expect(where.current).toBe('/member/commodity-loans/platformContract');
  });

  it('asks a new member whose password was lost for it again before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const kit = makePageStore({ ...base, applicantKind: 'newMember', files: SIGNATURES }, loaded);
    agreeAll(kit);
    renderPage(<Step5ConfirmPage />, STEP5, kit);

    expect(
      await screen.findByText('申請尚未送出：密碼不會保存在這台裝置上，請重新輸入密碼後送出'),
    ).toBeTruthy();
    await user.type(await screen.findByLabelText(/^密碼/), 'abcd1234');
    await user.type(screen.getByLabelText(/確認密碼/), 'abcd1234');
    await user.click(screen.getByLabelText(/我已閱讀並同意加入會員/));
    await user.click(sendButton());

    expect(kit.types()).toContain(submitActions.REQUEST);
    expect(selectWizardForms(kit.store.getState()).identity).toMatchObject({
      idCardNo: 'A123456789',
      password: 'abcd1234',
      confirmPassword: 'abcd1234',
    });
  });

  it('shows why sending failed with the server’s field messages', async () => {
    const failure = { status: 422, code: '422', message: '資料格式錯誤', fieldErrors: [] };
    const kit = makePageStore(
      {
        ...base,
        submit: {
          ...failedCall(failure),
          data: null,
          fieldErrors: [{ path: '/applicant/email', message: '請輸入正確的電子信箱' }],
        },
      },
      loaded,
    );
    renderPage(<Step5ConfirmPage />, STEP5, kit);
    expect(await screen.findByText('資料格式錯誤')).toBeTruthy();
    expect(screen.getByText('請輸入正確的電子信箱')).toBeTruthy();
  });
});
