import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { endSession, startSession } from '../api/session-cookies';
import { saveLocalDraft } from './local-draft';
import { defineFlow, type FlowDraft } from './flow-definition';
import { renderFlowPages } from './testing/render-flow-pages';
import { FlowFinishPage } from './FlowFinishPage';
import { FlowStepPage } from './FlowStepPage';
import { loadForm } from '../forms/load-form';
import { answeredSend } from './testing/answered-send';

jest.setTimeout(60_000);

// The real loader, watched: a step's form must start loading before the flow's data is in.
jest.mock('../forms/load-form', () => {
  const actual = jest.requireActual<typeof import('../forms/load-form')>('../forms/load-form');
  return { ...actual, loadForm: jest.fn(actual.loadForm) };
});

const load = jest.fn<Promise<{ idNum: string }>, [{ caseId: number }]>();
const send = jest.fn<Promise<{ result: string }>, [unknown]>();
const check = jest.fn<Promise<void>, [unknown]>();

const flow = defineFlow<{ caseId: number }, { idNum: string }>({
  name: 'pageTestFlow',
  guard: 'member',
  draft: 'none',
  contextOf: (query) => (query.get('caseId') ? { caseId: Number(query.get('caseId')) } : null),
  queryOf: ({ caseId }) => ({ caseId: String(caseId) }),
  invalidLinkText: '找不到案件',
  load: (ctx) => load(ctx),
  steps: [
    {
      key: 'who',
      path: '/flow/step1',
      title: '填寫資料',
      form: 'forgotPassword',
      initialData: (loaded) => ({ idNum: loaded.idNum }),
      send: answeredSend((input) => check(input)),
    },
    {
      key: 'send',
      path: '/flow/step2',
      title: '確認送出',
      nextText: '送出',
      send: answeredSend((input) => send(input)),
    },
  ],
  finish: { path: '/flow/finish', title: '完成了' },
});

const serverDraft = jest.fn<Promise<FlowDraft | null>, []>();

const resumingFlow = defineFlow<{ caseId: number }, { idNum: string }>({
  name: 'pageResumeFlow',
  guard: 'member',
  draft: 'server',
  contextOf: (query) => (query.get('caseId') ? { caseId: Number(query.get('caseId')) } : null),
  queryOf: ({ caseId }) => ({ caseId: String(caseId) }),
  invalidLinkText: '找不到案件',
  load: async () => ({ idNum: 'A123456789' }),
  serverDraft: { load: () => serverDraft(), save: async () => undefined },
  steps: [
    { key: 'who', path: '/resume/step1', title: '填寫資料', form: 'forgotPassword' },
    { key: 'send', path: '/resume/step2', title: '確認送出' },
  ],
  finish: { path: '/resume/finish', title: '完成了' },
});

let tokenLive = false;
const clearToken = jest.fn();

const credentialFlow = defineFlow<{ caseId: number }, { idNum: string }>({
  name: 'pageCredentialFlow',
  guard: 'member',
  draft: 'local',
  contextOf: (query) => (query.get('caseId') ? { caseId: Number(query.get('caseId')) } : null),
  queryOf: ({ caseId }) => ({ caseId: String(caseId) }),
  invalidLinkText: '找不到案件',
  load: async () => ({ idNum: 'A123456789' }),
  credential: {
    obtainedAt: 'who',
    isLive: () => tokenLive,
    clear: clearToken,
    lapsedText: '憑證已過期，請重新下單。',
  },
  steps: [
    {
      key: 'who',
      path: '/token/step1',
      title: '身分驗證',
      form: 'forgotPassword',
      send: answeredSend(async () => {
        tokenLive = true;
      }),
    },
    { key: 'send', path: '/token/step2', title: '確認送出', nextText: '送出' },
  ],
  finish: { path: '/token/finish', title: '完成了' },
});

function renderFlow(path: string) {
  return renderFlowPages(
    [
      { path: '/token/step1', element: <FlowStepPage definition={credentialFlow} stepKey="who" /> },
      { path: '/token/step2', element: <FlowStepPage definition={credentialFlow} stepKey="send" /> },
      {
        path: '/token/finish',
        element: <FlowFinishPage definition={credentialFlow} Body={() => <p>已完成</p>} />,
      },
      { path: '/resume/step1', element: <FlowStepPage definition={resumingFlow} stepKey="who" /> },
      { path: '/resume/step2', element: <FlowStepPage definition={resumingFlow} stepKey="send" /> },
      { path: '/flow/step1', element: <FlowStepPage definition={flow} stepKey="who" /> },
      { path: '/flow/step2', element: <FlowStepPage definition={flow} stepKey="send" /> },
      {
        path: '/flow/finish',
        element: <FlowFinishPage definition={flow} Body={({ run }) => <p>結果：{String(run.result)}</p>} />,
      },
      { path: '/elsewhere', element: <p>別的頁面</p> },
      { path: '/login', element: <p>登入</p> },
    ],
    path,
  );
}

beforeEach(() => {
  startSession('member-token', undefined, 'device-key-of-the-member');
  load.mockReset().mockResolvedValue({ idNum: 'A123456789' });
  send.mockReset().mockResolvedValue({ result: '已送出' });
  check.mockReset().mockResolvedValue();
});

describe('FlowStepPage', () => {
  it('sends a visitor without a member token to log in first, and back here after', async () => {
    endSession();
    const { url } = renderFlow('/flow/step1?caseId=3');
    await waitFor(() => expect(url()).toBe(`/login?redirect=${encodeURIComponent('/flow/step1?caseId=3')}`));
    expect(load).not.toHaveBeenCalled();
  });

  it('says the link is invalid when it names no case', async () => {
    renderFlow('/flow/step1');
    expect(await screen.findByText('連結無效')).toBeTruthy();
    expect(screen.getByText('找不到案件')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows a failed load with 重試, which loads again', async () => {
    load.mockRejectedValueOnce(new Error('down'));
    const user = userEvent.setup();
    renderFlow('/flow/step1?caseId=3');
    expect(await screen.findByText('資料載入失敗，請稍後再試')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重試' }));
    expect(await screen.findByRole('heading', { level: 1, name: '填寫資料' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says a link the server does not know is invalid, with no 重試', async () => {
    const response = { status: 404, data: { code: '014.404', message: '查無此案件。' } };
    load.mockRejectedValue(new AxiosError('404', 'ERR_BAD_REQUEST', undefined, undefined, response as never));
    renderFlow('/flow/step1?caseId=99');
    expect(await screen.findByText('找不到案件')).toBeTruthy();
    expect(screen.getByText('查無此案件。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重試' })).toBeNull();
  });

  it("loads the step's form while the flow's data is still loading", async () => {
    load.mockReturnValue(new Promise(() => undefined));
    jest.mocked(loadForm).mockClear();
    renderFlow('/flow/step1?caseId=3');
    await waitFor(() => expect(jest.mocked(loadForm)).toHaveBeenCalledWith('forgotPassword'));
    expect(screen.getByText('資料加載中...')).toBeTruthy();
  });

  it('cannot be skipped by URL: a later step or the finish sends the member to the step to do', async () => {
    const { url } = renderFlow('/flow/finish?caseId=3');
    expect(await screen.findByRole('heading', { level: 1, name: '填寫資料' })).toBeTruthy();
    expect(url()).toBe('/flow/step1?caseId=3');
  });

  it('fills the form from what was loaded, validates it, moves on and sends the last step', async () => {
    const user = userEvent.setup();
    const { url } = renderFlow('/flow/step1?caseId=3');
    const id = await screen.findByLabelText('身分證字號');
    expect((id as HTMLInputElement).value).toBe('A123456789');
    await user.click(screen.getByRole('button', { name: /下一步/ }));
    // forgotPassword needs an email or a phone: the form's own zh-TW message, no call.
    expect(await screen.findByText('請輸入電子信箱或行動電話')).toBeTruthy();
    await user.type(screen.getByLabelText('行動電話'), '0912345678');
    await user.click(screen.getByRole('button', { name: /下一步/ }));
    await waitFor(() => expect(url()).toBe('/flow/step2?caseId=3'));

    await user.click(await screen.findByRole('button', { name: /送出/ }));
    await waitFor(() => expect(url()).toBe('/flow/finish?caseId=3'));
    expect(await screen.findByText('結果：已送出')).toBeTruthy();
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        forms: expect.objectContaining({ who: expect.objectContaining({ cellPhone: '0912345678' }) }),
      }),
    );
  });

  it('asks before leaving a step with typed input, and stays when the member says so', async () => {
    const user = userEvent.setup();
    const { router, url } = renderFlow('/flow/step1?caseId=3');
    await user.type(await screen.findByLabelText('行動電話'), '09');
    void router.navigate('/elsewhere');
    expect(await screen.findAllByText('尚有資料未送出')).not.toHaveLength(0);
    // One dialog, whatever re-renders happen while it is open.
    const stay = screen.getAllByRole('button', { name: '留在此頁' });
    expect(stay).toHaveLength(1);
    await user.click(stay[0]);
    await waitFor(() => expect(url()).toBe('/flow/step1?caseId=3'));
    void router.navigate('/elsewhere');
    await user.click(await screen.findByRole('button', { name: '離開' }));
    expect(await screen.findByText('別的頁面')).toBeTruthy();
  });

  it('focuses the field a refused send names (422 details), with the message beside the buttons', async () => {
    const response = {
      status: 422,
      data: {
        code: '422',
        message: '資料有誤',
        details: [{ path: '/cellPhone', message: '此手機號碼已被使用' }],
      },
    };
    check.mockRejectedValueOnce(
      new AxiosError('422', 'ERR_BAD_REQUEST', undefined, undefined, response as never),
    );
    const user = userEvent.setup();
    renderFlow('/flow/step1?caseId=3');
    await user.type(await screen.findByLabelText('行動電話'), '0912345678');
    const next = screen.getByRole('button', { name: /下一步/ });
    await user.click(next);
    expect(await screen.findByText('此手機號碼已被使用')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('行動電話')));
    // The refusal's message sits right above the buttons, not above the form out of view.
    const alert = screen.getByText('資料有誤').closest('.fenqi-step-alert');
    expect(alert?.nextElementSibling?.contains(next)).toBe(true);
  });

  it('brings a refusal that names no field into view beside the buttons', async () => {
    check.mockRejectedValueOnce(new Error('down'));
    const scrolled: Element[] = [];
    // jsdom draws nothing and has no scrollIntoView: record what the page asks to bring into view.
    const original = HTMLElement.prototype.scrollIntoView;
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this);
    };
    try {
      const user = userEvent.setup();
      renderFlow('/flow/step1?caseId=3');
      await user.type(await screen.findByLabelText('行動電話'), '0912345678');
      await user.click(screen.getByRole('button', { name: /下一步/ }));
      const alert = (await screen.findByText('送出失敗，請稍後再試')).closest('.fenqi-step-alert');
      await waitFor(() => expect(scrolled).toContain(alert));
    } finally {
      HTMLElement.prototype.scrollIntoView = original;
    }
  });

  it('resumes a server draft at its first step not done, and lets the member go back after', async () => {
    serverDraft.mockResolvedValue({ forms: { who: { idNum: 'A123456789' } }, completed: ['who'] });
    const user = userEvent.setup();
    const { url } = renderFlow('/resume/step1?caseId=3');
    expect(await screen.findByRole('heading', { level: 1, name: '確認送出' })).toBeTruthy();
    expect(url()).toBe('/resume/step2?caseId=3');
    await user.click(screen.getByRole('button', { name: /上一步/ }));
    expect(await screen.findByRole('heading', { level: 1, name: '填寫資料' })).toBeTruthy();
    expect(url()).toBe('/resume/step1?caseId=3');
  });

  it('sends a later step whose credential lapsed back to the step obtaining it, saying why', async () => {
    tokenLive = false;
    await saveLocalDraft('pageCredentialFlow', JSON.stringify({ caseId: '3' }), {
      forms: { who: { idNum: 'A123456789', cellPhone: '0912345678' } },
      completed: ['who'],
    });
    const user = userEvent.setup();
    const { url } = renderFlow('/token/step2?caseId=3');
    expect(await screen.findByText('憑證已過期，請重新下單。')).toBeTruthy();
    expect(url()).toBe('/token/step1?caseId=3');
    await user.click(screen.getByRole('button', { name: /下一步/ }));
    expect(await screen.findByRole('heading', { level: 1, name: '確認送出' })).toBeTruthy();
    expect(screen.queryByText('憑證已過期，請重新下單。')).toBeNull();
    await user.click(screen.getByRole('button', { name: /送出/ }));
    expect(await screen.findByText('已完成')).toBeTruthy();
    // Sent: the credential is forgotten.
    expect(clearToken).toHaveBeenCalled();
  });
});
