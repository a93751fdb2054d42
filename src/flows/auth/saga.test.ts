import { waitFor } from '@testing-library/react';
import * as authApi from '../../api/v2/auth';
import * as casesApi from '../../api/v2/cases';
import * as memberInfoApi from '../../api/v2/member-info';
import * as minorApi from '../../api/v2/minor';
import * as passwordsApi from '../../api/v2/passwords';
import * as paymentsApi from '../../api/v2/payments';
import { endSession, getAccessToken, isLoggedIn, startSession } from '../../api/session-cookies';
import type { CaseView } from '../../api/v2/types/common';
import type { MemberRecord } from '../../api/v2/types/member';
import { makeAuthStore, serverError } from './auth-test-kit';
import { NOT_IN_WHITELIST, NOT_IN_WHITELIST_MESSAGE } from './saga';
import { sessionBegan, sessionCleared } from './session-link';
import {
  forgetPasswordActions,
  idCheckActions,
  lineLoginActions,
  loginActions,
  memberHomeActions,
  resetPasswordActions,
  tokenCheckActions,
} from './slice';

jest.mock('../../api/v2/auth');
jest.mock('../../api/v2/passwords');
jest.mock('../../api/v2/cases');
jest.mock('../../api/v2/member-info');
jest.mock('../../api/v2/minor');
jest.mock('../../api/v2/payments');

const api = jest.mocked(authApi);
const passwords = jest.mocked(passwordsApi);
const reply = {
  token: 'tok-1',
  expiresAt: '2099-01-01T00:00:00.000Z',
  name: '王大明',
  isEmailVerified: true,
  deviceKey: 'device-key-of-the-member',
};
const demoLogin = { idNum: 'A123456789', passwd: 'demo1234' };

beforeEach(() => {
  jest.resetAllMocks();
  endSession();
});

describe('login saga', () => {
  it('stores the token, checks the whitelist with it, starts the session and succeeds', async () => {
    api.login.mockResolvedValue(reply);
    api.isInWhitelist.mockImplementation(async () => {
      expect(getAccessToken()).toBe('tok-1'); // the whitelist call needs the new token
      return true;
    });
    const { store, types } = makeAuthStore();
    store.dispatch(loginActions.request(demoLogin));
    await waitFor(() => expect(store.getState().auth.login.status).toBe('success'));
    expect(api.login).toHaveBeenCalledWith('A123456789', 'demo1234', undefined, expect.anything());
    expect(isLoggedIn()).toBe(true);
    expect(types()).toContain(sessionBegan(reply).type);
  });

  it('logs a member outside the whitelist out again with a zh-TW notice', async () => {
    api.login.mockResolvedValue(reply);
    api.isInWhitelist.mockResolvedValue(false);
    api.logout.mockResolvedValue();
    const { store, types } = makeAuthStore();
    store.dispatch(loginActions.request(demoLogin));
    await waitFor(() => expect(store.getState().auth.login.status).toBe('fail'));
    expect(store.getState().auth.login).toMatchObject({
      code: NOT_IN_WHITELIST,
      message: NOT_IN_WHITELIST_MESSAGE,
    });
    expect(api.logout).toHaveBeenCalled();
    expect(getAccessToken()).toBeNull();
    expect(types()).not.toContain(sessionBegan(reply).type);
  });

  it('keeps no cookie when the whitelist check itself fails', async () => {
    api.login.mockResolvedValue(reply);
    api.isInWhitelist.mockRejectedValue(
      serverError(500, { code: '500', message: '伺服器忙碌中，請您稍後再試。' }),
    );
    const { store } = makeAuthStore();
    store.dispatch(loginActions.request(demoLogin));
    await waitFor(() => expect(store.getState().auth.login.status).toBe('fail'));
    expect(store.getState().auth.login.message).toBe('伺服器忙碌中，請您稍後再試。');
    expect(getAccessToken()).toBeNull();
  });

  it('stores the 001.405 message the server chose (which of unknown ID / no password / wrong password)', async () => {
    api.login.mockRejectedValue(
      serverError(401, { code: '001.405', message: '尚未設定密碼，請用忘記密碼設定密碼' }),
    );
    const { store } = makeAuthStore();
    store.dispatch(loginActions.request(demoLogin));
    await waitFor(() => expect(store.getState().auth.login.status).toBe('fail'));
    expect(store.getState().auth.login).toMatchObject({
      code: '001.405',
      message: '尚未設定密碼，請用忘記密碼設定密碼',
      pending: false,
    });
    expect(api.isInWhitelist).not.toHaveBeenCalled();
    expect(getAccessToken()).toBeNull();
  });

  it('maps 422 details to the form fields (the query idNum is the form field memIdNum)', async () => {
    api.login.mockRejectedValue(
      serverError(422, {
        code: '422',
        message: '身份證字號錯誤',
        details: [
          { path: '/idNum', keyword: 'tw_id', message: '身份證字號錯誤' },
          { path: '/passwd', keyword: 'maxLength', message: '密碼最多 64 個字' },
        ],
      }),
    );
    const { store } = makeAuthStore();
    store.dispatch(loginActions.request(demoLogin));
    await waitFor(() => expect(store.getState().auth.login.status).toBe('fail'));
    expect(store.getState().auth.login.fieldErrors).toEqual([
      { path: '/memIdNum', message: '身份證字號錯誤' },
      { path: '/passwd', message: '密碼最多 64 個字' },
    ]);
  });

  it('ignores a second submit while the first login runs (takeLeading)', async () => {
    let finish: (value: typeof reply) => void = () => undefined;
    api.login.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    api.isInWhitelist.mockResolvedValue(true);
    const { store } = makeAuthStore();
    store.dispatch(loginActions.request(demoLogin));
    store.dispatch(loginActions.request(demoLogin));
    finish(reply);
    await waitFor(() => expect(store.getState().auth.login.status).toBe('success'));
    expect(api.login).toHaveBeenCalledTimes(1);
  });
});

describe('LINE login saga', () => {
  it('keeps an unlinked LINE token (015.407) and links it with the next password login', async () => {
    api.lineLogin.mockRejectedValue(
      serverError(403, { code: '015.407', message: '此 LINE 帳號尚未綁定會員，請先以身分證字號登入後綁定' }),
    );
    const { store } = makeAuthStore();
    store.dispatch(lineLoginActions.request('line-abc'));
    await waitFor(() => expect(store.getState().auth.lineLogin.status).toBe('fail'));
    expect(store.getState().auth.lineLogin).toMatchObject({ code: '015.407', lineAccessToken: 'line-abc' });

    api.login.mockResolvedValue(reply);
    api.isInWhitelist.mockResolvedValue(true);
    store.dispatch(loginActions.request({ ...demoLogin, lineAccessToken: 'line-abc' }));
    await waitFor(() => expect(store.getState().auth.login.status).toBe('success'));
    expect(api.login).toHaveBeenCalledWith('A123456789', 'demo1234', 'line-abc', expect.anything());
    expect(store.getState().auth.lineLogin.lineAccessToken).toBeNull();
  });

  it('forgets the LINE token after any other refusal (015.411)', async () => {
    api.lineLogin.mockRejectedValue(
      serverError(403, { code: '015.411', message: 'LINE 驗證失敗，請重新登入 LINE' }),
    );
    const { store } = makeAuthStore();
    store.dispatch(lineLoginActions.request('line-bad'));
    await waitFor(() => expect(store.getState().auth.lineLogin.status).toBe('fail'));
    expect(store.getState().auth.lineLogin).toMatchObject({
      message: 'LINE 驗證失敗，請重新登入 LINE',
      lineAccessToken: null,
    });
  });

  it('starts a session from a linked LINE account', async () => {
    api.lineLogin.mockResolvedValue(reply);
    api.isInWhitelist.mockResolvedValue(true);
    const { store } = makeAuthStore();
    store.dispatch(lineLoginActions.request('line-ok'));
    await waitFor(() => expect(store.getState().auth.lineLogin.status).toBe('success'));
    expect(getAccessToken()).toBe('tok-1');
  });
});

describe('token and ID checks', () => {
  it('answers "not valid" without asking the server when there is no token cookie', async () => {
    const { store } = makeAuthStore();
    store.dispatch(tokenCheckActions.request());
    await waitFor(() => expect(store.getState().auth.tokenCheck.isValid).toBe(false));
    expect(api.isAccessTokenValid).not.toHaveBeenCalled();
  });

  it('drops the cookies of a lapsed token', async () => {
    startSession('old-token');
    api.isAccessTokenValid.mockResolvedValue({ isValid: false, expiresAt: null, deviceKey: null });
    const { store, types } = makeAuthStore();
    store.dispatch(tokenCheckActions.request());
    await waitFor(() => expect(store.getState().auth.tokenCheck.isValid).toBe(false));
    expect(api.isAccessTokenValid).toHaveBeenCalledWith('old-token', expect.anything());
    expect(getAccessToken()).toBeNull();
    expect(types()).toContain(sessionCleared().type);
  });

  it('reports a valid token so /login can go straight on', async () => {
    startSession('good-token');
    api.isAccessTokenValid.mockResolvedValue({
      isValid: true,
      expiresAt: '2099-01-01T00:00:00Z',
      deviceKey: 'device-key-of-the-member',
    });
    const { store } = makeAuthStore();
    store.dispatch(tokenCheckActions.request());
    await waitFor(() => expect(store.getState().auth.tokenCheck.isValid).toBe(true));
    expect(getAccessToken()).toBe('good-token');
  });

  it('asks about well-formed ID numbers only', async () => {
    api.isIdNumExistent.mockResolvedValue(false);
    const { store } = makeAuthStore();
    store.dispatch(idCheckActions.request('A12'));
    store.dispatch(idCheckActions.request('B123456789'));
    await waitFor(() =>
      expect(store.getState().auth.idCheck).toEqual({ idNum: 'B123456789', isExistent: false }),
    );
    expect(api.isIdNumExistent).toHaveBeenCalledTimes(1);
  });
});

describe('password sagas', () => {
  it('stores the server message and whether a development outbox exists', async () => {
    passwords.forgetPassword.mockResolvedValue('重設密碼信件已寄出');
    passwords.hasDevOutbox.mockResolvedValue(true);
    const { store } = makeAuthStore();
    store.dispatch(forgetPasswordActions.request({ idNum: 'A123456789', email: 'demo@fenqi.tw' }));
    await waitFor(() => expect(store.getState().auth.forgetPassword.status).toBe('success'));
    expect(store.getState().auth.forgetPassword).toMatchObject({
      message: '重設密碼信件已寄出',
      devOutbox: true,
    });
  });

  it('stores 400-03 for the page to show inline', async () => {
    passwords.forgetPassword.mockRejectedValue(
      serverError(400, { code: '400-03', message: '電子信箱或手機號碼錯誤' }),
    );
    const { store } = makeAuthStore();
    store.dispatch(forgetPasswordActions.request({ idNum: 'A123456789', cellPhone: '0911111111' }));
    await waitFor(() => expect(store.getState().auth.forgetPassword.status).toBe('fail'));
    expect(store.getState().auth.forgetPassword).toMatchObject({
      code: '400-03',
      message: '電子信箱或手機號碼錯誤',
    });
  });

  it('sends the link token with the new password and stores 401-02', async () => {
    passwords.resetPassword.mockRejectedValue(
      serverError(401, { code: '401-02', message: '此重設密碼連結已超過 24 小時，請重新申請' }),
    );
    const { store } = makeAuthStore();
    const data = { newPasswd: 'newpass12', confirmPasswd: 'newpass12' };
    store.dispatch(resetPasswordActions.request({ resetToken: 'link-1', data }));
    await waitFor(() => expect(store.getState().auth.resetPassword.status).toBe('fail'));
    expect(passwords.resetPassword).toHaveBeenCalledWith('link-1', data, expect.anything());
    expect(store.getState().auth.resetPassword.code).toBe('401-02');
  });
});

describe('member home saga', () => {
  const caseOfStatus = (caseNo: string, status: string) =>
    ({
      caseNo,
      status,
      updatedAt: '2024-01-01T00:00:00Z',
      statusLabel: '審核中',
      productName: '手機',
    }) as CaseView;
  it('asks for a guardian’s agreement on a minor applicant’s case until the phones are given', async () => {
    jest.mocked(memberInfoApi.fetchBasicInfo).mockResolvedValue({ memName: '王大明' } as MemberRecord);
    jest.mocked(casesApi.fetchCases).mockResolvedValue([
      { ...caseOfStatus('M1', 'submitted'), id: 1 },
      { ...caseOfStatus('M2', 'submitted'), id: 2 },
      { ...caseOfStatus('A1', 'reviewing'), id: 3 },
    ]);
    jest.mocked(paymentsApi.fetchPaymentList).mockResolvedValue([]);
    jest.mocked(minorApi.fetchMinorDetail).mockImplementation(async (caseNo) => {
      if (caseNo === 'A1') return null; // of age on applying
      return {
        appCaseNo: caseNo,
        applicantName: '王小弟',
        appMinorFaday1Cellphone: caseNo === 'M2' ? '0912345678' : null,
        appMinorFaday2Cellphone: null,
      };
    });
    const { store } = makeAuthStore();
    store.dispatch(memberHomeActions.request());
    await waitFor(() => expect(store.getState().auth.memberHome.status).toBe('success'));
    expect(store.getState().auth.memberHome.summary).toMatchObject({
      tasks: [{ kind: 'guardian', caseNo: 'M1', to: '/member/minor-agreement?appCaseNo=M1' }],
    });
  });

  const caseOf = (caseNo: string, updatedAt: string, statusLabel: string) =>
    ({ caseNo, updatedAt, statusLabel, productName: '手機' }) as CaseView;

  it('summarises the open cases by the latest update', async () => {
    jest.mocked(memberInfoApi.fetchBasicInfo).mockResolvedValue({ memName: '王大明' } as MemberRecord);
    jest
      .mocked(casesApi.fetchCases)
      .mockResolvedValue([
        caseOf('C1', '2024-01-01T00:00:00Z', '審核中'),
        caseOf('C2', '2024-03-01T00:00:00Z', '待對保'),
      ]);
    jest.mocked(paymentsApi.fetchPaymentList).mockResolvedValue([]);
    const { store } = makeAuthStore();
    store.dispatch(memberHomeActions.request());
    await waitFor(() => expect(store.getState().auth.memberHome.status).toBe('success'));
    expect(store.getState().auth.memberHome.summary).toMatchObject({
      name: '王大明',
      openCaseCount: 2,
      latestCase: { caseNo: 'C2', productName: '手機', statusLabel: '待對保' },
      tasks: [],
      nextPayment: null,
    });
  });
});
