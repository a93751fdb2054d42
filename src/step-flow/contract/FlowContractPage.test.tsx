import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uploadCommodityFile } from '../../api/v2/commodity-files';
import type { ContractDocument } from '../../contracts/contract-document';
import { startSigningApiServer, type BrowserApiServer } from '../../../tests/support/browser-api-server';
import { defineFlow, type FlowDefinition } from '../flow-definition';
import { FlowFinishPage } from '../FlowFinishPage';
import { FlowStepPage } from '../FlowStepPage';
import { flowFileStored, flowStepSubmitted, selectFlow } from '../slice';
import { renderFlowPages } from '../testing/render-flow-pages';
import { createUploader } from '../uploads/file-uploader';
import type { FlowContract } from './flow-contract';
import { FlowContractPage } from './FlowContractPage';
import { stepContracts } from './step-contracts';
import { answeredSend } from '../testing/answered-send';

// jsdom has no canvas: a click on the pad "draws" a stroke whose image is a real PNG, uploaded to
// the real API server (tests/support/fake-signature-pad.ts). The real pad runs in the e2e.
jest.mock('signature_pad', () => jest.requireActual('../../../tests/support/fake-signature-pad'));
jest.setTimeout(90_000);

// The signatures go into a new member's application draft (its token authorises the uploads).
let api: BrowserApiServer;
beforeAll(async () => {
  api = await startSigningApiServer();
});
afterAll(() => api.stop());

interface Figures {
  borrower: string;
  amount: number;
  day: string;
}

const documentOf = (id: string, title: string, line: string): ContractDocument => ({
  id,
  title,
  version: `${title} 測試版`,
  parties: [],
  preamble: [line],
  articles: [],
  numbered: true,
  closing: [],
});

const slot = (id: number, name: string, label: string) => ({ category: { id, name, maxOnApply: 1 }, label });

const CONTRACTS: readonly (FlowContract<Figures> & { name: string })[] = [
  {
    name: 'loan',
    title: '借款契約',
    path: '/c/loan',
    documents: ({ borrower, amount, day }) => [
      documentOf('loan', '借款契約', `借款人${borrower}借款新臺幣 ${amount} 元，${day}簽訂。`),
    ],
    signatures: [slot(18, '合約簽名', '借款契約'), slot(19, '本票簽名', '本票')],
  },
  {
    name: 'rules',
    title: '平台規約',
    path: '/c/rules',
    documents: ({ borrower }) => [documentOf('rules', '平台規約', `${borrower}同意平台規約。`)],
    signatures: [slot(22, '平台合約簽名', '平台規約')],
  },
];

const sent = jest.fn<Promise<{ result: unknown }>, [{ data: Record<string, unknown> }]>();
const FLOW = 'contractKindTestFlow';

const flow = defineFlow<{ caseId: number }, { borrower: string }>({
  name: FLOW,
  guard: 'guest',
  draft: 'none',
  contextOf: (query) => (query.get('caseId') ? { caseId: Number(query.get('caseId')) } : null),
  queryOf: ({ caseId }) => ({ caseId: String(caseId) }),
  invalidLinkText: '連結無效',
  load: async () => ({ borrower: '王小明' }),
  steps: [
    { key: 'intro', path: '/c/intro', title: '說明' },
    {
      key: 'sign',
      path: '/c/sign',
      title: '簽署契約',
      nextText: '送出',
      contracts: stepContracts({
        list: CONTRACTS,
        figures: ({ loaded }, today) => ({
          borrower: loaded.borrower,
          amount: 30000,
          day: `${today.getFullYear()} 年`,
        }),
        signerName: ({ loaded }) => loaded.borrower,
        backText: '返回簽署契約',
      }),
      send: answeredSend(async (input) => sent(input)),
    },
  ],
  finish: { path: '/c/finish', title: '已送出' },
  files: { of: () => null },
  formContext: (_ctx, _loaded, dispatch) => ({
    uploadFile: createUploader({
      dispatch,
      upload: (categoryId, ...rest) => uploadCommodityFile(Number(categoryId), ...rest),
      onStored: (file) => dispatch(flowFileStored(FLOW, file)),
    }),
  }),
});

function renderFlow(path: string) {
  const page = renderFlowPages(
    [
      { path: '/c/intro', element: <FlowStepPage definition={flow} stepKey="intro" /> },
      { path: '/c/sign', element: <FlowStepPage definition={flow} stepKey="sign" /> },
      { path: '/c/loan', element: <FlowContractPage definition={flow} stepKey="sign" name="loan" /> },
      { path: '/c/rules', element: <FlowContractPage definition={flow} stepKey="sign" name="rules" /> },
      { path: '/c/finish', element: <FlowFinishPage definition={flow} Body={() => <p>已送出了</p>} /> },
    ],
    path,
  );
  const run = () => selectFlow(page.store.getState(), FLOW);
  return { ...page, run };
}

/** Opens the flow on its first step and goes on to the contract step. */
async function onContractStep(user: ReturnType<typeof userEvent.setup>) {
  const page = renderFlow('/c/intro?caseId=7');
  await user.click(await screen.findByRole('button', { name: /下一步/ }));
  await screen.findByRole('heading', { level: 1, name: '簽署契約' });
  return page;
}

/** Signs each slot (by its label) of the open contract page on the pad; the last signature agrees. */
async function signAndAgree(user: ReturnType<typeof userEvent.setup>, labels: readonly string[]) {
  await user.click(await screen.findByRole('button', { name: '我已閱讀，開始簽名' }));
  for (const label of labels) {
    // The pad moves on to the next slot once the signature before is stored.
    expect(await screen.findByText(`${label}簽名區`)).toBeTruthy();
    await user.click(screen.getByLabelText(/簽名區$/));
    await user.click(screen.getByRole('button', { name: '確認簽名' }));
  }
}

describe('the contract step kind', () => {
  beforeEach(() => sent.mockReset());

  it('lists its contracts unagreed and keeps the send disabled, and the engine refuses a send anyway', async () => {
    const user = userEvent.setup({ delay: null });
    const { store, run } = await onContractStep(user);
    const list = screen.getByRole('list', { name: '契約' });
    expect(list.textContent).toContain('借款契約');
    expect(list.textContent).toContain('平台規約');
    expect(screen.getAllByText(/尚未同意/)).toHaveLength(2);
    expect(screen.getByRole('note').textContent).toBe('請先閱讀並同意全部契約（含簽名），才能送出。');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /送出/ }).disabled).toBe(true);

    // A send that reaches the engine all the same (not through the button) is refused, not made.
    store.dispatch(flowStepSubmitted(FLOW, 'sign', {}));
    await waitFor(() => expect(run().save.status).toBe('fail'));
    expect(run().save.message).toBe('請先閱讀並同意全部契約（含簽名），才能送出。');
    expect(sent).not.toHaveBeenCalled();
  });

  it('opens a contract with the flow’s figures on its link, stores each signature and records the agreement', async () => {
    const user = userEvent.setup({ delay: null });
    const { run, url } = await onContractStep(user);
    await user.click(screen.getByRole('button', { name: '閱讀並同意借款契約' }));

    expect(url()).toBe('/c/loan?caseId=7');
    expect(await screen.findByRole('heading', { level: 1, name: '借款契約' })).toBeTruthy();
    expect(
      screen.getByText(`借款人王小明借款新臺幣 30000 元，${new Date().getFullYear()} 年簽訂。`),
    ).toBeTruthy();
    await signAndAgree(user, ['借款契約', '本票']);

    await waitFor(() => expect(url()).toBe('/c/sign?caseId=7'));
    await screen.findByRole('heading', { level: 1, name: '簽署契約' });
    expect(run().files.map((file) => [file.fileCategoryId, file.name])).toEqual([
      ['18', '合約簽名.png'],
      ['19', '本票簽名.png'],
    ]);
    const agreedAt = (run().forms.sign.agreedAt ?? {}) as Record<string, string>;
    expect(Date.parse(agreedAt.loan)).toBeGreaterThan(Date.now() - 60_000);
    expect(agreedAt.rules).toBeUndefined();
    expect(screen.getAllByText(/已同意/)).toHaveLength(1);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /送出/ }).disabled).toBe(true);
  });

  it('sends once every contract is agreed and signed, with the agreements as the step’s data', async () => {
    const user = userEvent.setup({ delay: null });
    sent.mockResolvedValue({ result: 'ok' });
    const { url } = await onContractStep(user);
    for (const [title, slots] of [
      ['借款契約', ['借款契約', '本票']],
      ['平台規約', ['平台規約']],
    ] as const) {
      await user.click(await screen.findByRole('button', { name: `閱讀並同意${title}` }));
      await signAndAgree(user, slots);
      await screen.findByRole('heading', { level: 1, name: '簽署契約' });
    }
    expect(screen.queryByRole('note')).toBeNull();
    const send = screen.getByRole<HTMLButtonElement>('button', { name: /送出/ });
    expect(send.disabled).toBe(false);
    await user.click(send);

    await waitFor(() => expect(url()).toBe('/c/finish?caseId=7'));
    expect(Object.keys(sent.mock.calls[0][0].data.agreedAt as object).sort()).toEqual(['loan', 'rules']);
  });

  it('takes a member who opens a contract before the earlier steps are done to the step to do', async () => {
    const { url } = renderFlow('/c/rules?caseId=7');
    await waitFor(() => expect(url()).toBe('/c/intro?caseId=7'));
    expect(await screen.findByRole('heading', { level: 1, name: '說明' })).toBeTruthy();
  });
});

describe('declaring a contract step', () => {
  const base = {
    guard: 'guest' as const,
    draft: 'none' as const,
    contextOf: () => ({}),
    queryOf: () => ({}),
    invalidLinkText: '',
    load: async () => ({}),
    finish: { path: '/x/done', title: '完成' },
  };
  const contracts = stepContracts<object, object, Figures>({
    list: CONTRACTS,
    figures: () => ({ borrower: '', amount: 0, day: '' }),
  });

  it('refuses one with a form of its own, or in a flow without files and an uploader', () => {
    const declare = (extra: Partial<FlowDefinition<object, object>>, form?: string) => () =>
      defineFlow<object, object>({
        ...base,
        name: `contractDeclare${form ?? 'NoFiles'}`,
        steps: [{ key: 'sign', path: '/x/sign', title: '簽署', form, contracts }],
        ...extra,
      });
    expect(declare({}, 'forgotPassword')).toThrow('a contract step has no form');
    expect(declare({})).toThrow('the flow needs `files` and a `formContext` uploader');
    expect(declare({ files: { of: () => null }, formContext: () => ({}) })).not.toThrow();
  });
});
