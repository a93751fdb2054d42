import type { ApiErrorOutcome } from '../../api/errors/api-error-outcome';
import { getAccessToken, isLoggedIn, startSession } from '../../api/session-cookies';
import { createApiErrorEffects, withReturnPath } from './api-error-effects';

const outcome = (over: Partial<ApiErrorOutcome>): ApiErrorOutcome => ({
  status: 400,
  code: 'X',
  message: '訊息',
  dialog: 'error',
  redirect: null,
  clearToken: false,
  silent: false,
  ...over,
});

function setup(current = '/member/info') {
  const dispatch = jest.fn();
  const navigate = jest.fn();
  const effects = createApiErrorEffects({ dispatch, navigate, currentLocation: () => current });
  const dialogs = () =>
    dispatch.mock.calls.map(([action]) => action).filter((action) => action.type === 'ui/DIALOG_SHOWN');
  return { dispatch, navigate, effects, dialogs };
}

describe('api error effects', () => {
  it('shows a dialog of the outcome kind with its message', () => {
    const { effects, dialogs, navigate } = setup();
    effects(outcome({ dialog: 'warning', message: '上傳檔案數量過多' }));
    expect(dialogs()).toEqual([
      expect.objectContaining({
        payload: expect.objectContaining({ kind: 'warning', message: '上傳檔案數量過多', redirect: null }),
      }),
    ]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('lists the details of a 422 under its message', () => {
    const { effects, dialogs } = setup();
    effects(
      outcome({
        status: 422,
        code: '9100',
        message: '系統參數有誤，請連絡相關人員協助您處理。',
        details: [{ path: '/amount', keyword: 'minimum', message: '申請金額 必須大於0' }],
      }),
    );
    expect(dialogs()[0].payload.message).toBe(
      '系統參數有誤，請連絡相關人員協助您處理。\n・申請金額 必須大於0',
    );
  });

  it('says the message of a 422 about one field once, not again as its detail', () => {
    const { effects, dialogs } = setup();
    const message = '此電子信箱已由其他會員使用，請改用您自己的電子信箱';
    effects(
      outcome({
        status: 422,
        code: '422',
        message,
        details: [{ path: '/applicant/email', keyword: 'emailTaken', message }],
      }),
    );
    expect(dialogs()[0].payload.message).toBe(message);
  });

  it('redirects after the dialog, keeping the way back for /login', () => {
    const { effects, dialogs, navigate } = setup('/member/info?tab=2');
    effects(outcome({ message: '憑證已過期，請重新登入', redirect: '/login' }));
    expect(dialogs()[0].payload.redirect).toBe(`/login?redirect=${encodeURIComponent('/member/info?tab=2')}`);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('navigates at once when there is no dialog', () => {
    const { effects, dialogs, navigate } = setup();
    effects(outcome({ dialog: null, redirect: '/error' }));
    expect(dialogs()).toEqual([]);
    expect(navigate).toHaveBeenCalledWith('/error');
  });

  it('shows nothing for a silent outcome, but still follows its redirect', () => {
    const { effects, dialogs, navigate } = setup();
    effects(outcome({ silent: true }));
    expect(dialogs()).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    effects(outcome({ silent: true, redirect: '/member/order/list' }));
    expect(navigate).toHaveBeenCalledWith('/member/order/list');
  });

  it('ends the session when the token is to be cleared', () => {
    startSession('expired');
    const { effects, dispatch } = setup();
    effects(outcome({ clearToken: true, redirect: '/login' }));
    expect(isLoggedIn()).toBe(false);
    expect(getAccessToken()).toBeNull();
    expect(dispatch).toHaveBeenCalledWith({ type: 'session/CHECKED', payload: false });
  });

  it('keeps the session otherwise', () => {
    startSession('fine');
    setup().effects(outcome({}));
    expect(getAccessToken()).toBe('fine');
  });
});

describe('withReturnPath', () => {
  it.each([
    ['/login', '/member/news', '/login?redirect=%2Fmember%2Fnews'],
    ['/login', '/login?redirect=%2Fmember', '/login'],
    ['/login', '/', '/login'],
    ['/member/order/step1', '/member/order/step2', '/member/order/step1'],
  ])('%s from %s → %s', (redirect, current, expected) => {
    expect(withReturnPath(redirect, current)).toBe(expected);
  });
});
