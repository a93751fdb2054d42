import { waitFor } from '@testing-library/react';
import { logInAs, startLiveApi, type LiveApi } from '../../../tests/support/live-api';
import type { ApiErrorOutcome } from '../../api/errors/api-error-outcome';
import { installApiErrorHandling } from '../../api/errors/install-error-interceptor';
import { getAccessToken, startSession } from '../../api/session-cookies';
import { isAccessTokenValid, login } from '../../api/v2/auth';
import { dialogShown } from '../../store/global-ui/actions';
import { sessionChecked } from '../../store/session/actions';
import { changePasswordActions } from './actions';
import { makeMemberStore } from './member-test-kit';

let api: LiveApi;
beforeAll(async () => {
  api = await startLiveApi();
});
afterAll(() => api.stop());

const change = (oldPasswd: string, newPasswd: string) =>
  changePasswordActions.request({ oldPasswd, newPasswd, confirmPasswd: newPasswd });

async function failureOf(kit: ReturnType<typeof makeMemberStore>, action: ReturnType<typeof change>) {
  kit.store.dispatch(action);
  await waitFor(() => expect(kit.store.getState().member.changePassword.status).toBe('fail'));
  return kit.store.getState().member.changePassword;
}

it('shows a wrong old password (400-01) under the old-password field, without a dialog', async () => {
  await logInAs();
  const kit = makeMemberStore();
  const failure = await failureOf(kit, change('wrong123', 'newpass12'));
  expect(failure.code).toBe('400-01');
  expect(failure.fieldErrors).toEqual([{ path: '/oldPasswd', message: failure.message }]);
  expect(kit.seen.map((a) => a.type)).not.toContain('ui/DIALOG_SHOWN');
});

it('shows a new password the server does not allow (400-02: the ID number) under the new-password field', async () => {
  await logInAs();
  const kit = makeMemberStore();
  const failure = await failureOf(kit, change('demo1234', 'A123456789'));
  expect(failure.code).toBe('400-02');
  expect(failure.fieldErrors).toEqual([{ path: '/newPasswd', message: failure.message }]);
});

it('changes the password with a success dialog; this session goes on, the new password logs in', async () => {
  const token = await logInAs();
  const kit = makeMemberStore();
  kit.store.dispatch(change('demo1234', 'changed12'));
  await waitFor(() => expect(kit.store.getState().member.changePassword.status).toBe('success'));
  expect(kit.store.getState().member.changePassword.message).toBe('密碼已變更');
  expect(kit.seen).toContainEqual(
    expect.objectContaining({
      type: 'ui/DIALOG_SHOWN',
      payload: expect.objectContaining({ kind: 'success', message: '密碼已變更' }),
    }),
  );
  expect(getAccessToken()).toBe(token);
  expect((await isAccessTokenValid(token)).isValid).toBe(true);
  await expect(login('A123456789', 'demo1234')).rejects.toMatchObject({ response: { status: 401 } });
  await expect(login('A123456789', 'changed12')).resolves.toMatchObject({ name: '王大明' });
});

describe('with the app-wide §8 handling installed', () => {
  const effects = jest.fn<void, [ApiErrorOutcome]>();
  let uninstall: () => void;
  beforeAll(() => {
    uninstall = installApiErrorHandling(effects, () => '/member/chpwd');
  });
  afterAll(() => uninstall());
  beforeEach(() => effects.mockClear());

  it("keeps 400-01 at the form (the catalogue's text), never as a global dialog", async () => {
    await logInAs('A123456789', 'changed12');
    const kit = makeMemberStore();
    const failure = await failureOf(kit, change('wrong123', 'newpass12'));
    expect(failure.fieldErrors).toEqual([{ path: '/oldPasswd', message: '舊密碼錯誤。' }]);
    expect(effects).not.toHaveBeenCalled();
    expect(kit.seen.map((a) => a.type)).not.toContain('ui/DIALOG_SHOWN');
  });

  it('hands a lapsed login (0005) to the §8 handling: token cleared, dialog, then /login and back', async () => {
    startSession('a-token-the-server-never-issued');
    const kit = makeMemberStore();
    const failure = await failureOf(kit, change('changed12', 'newpass12'));
    expect(failure).toMatchObject({ code: '0005', fieldErrors: [] });
    expect(getAccessToken()).toBeNull();
    expect(kit.seen).toContainEqual(sessionChecked(false));
    const dialog = kit.seen.find((a) => a.type === 'ui/DIALOG_SHOWN') as ReturnType<typeof dialogShown>;
    expect(dialog.payload).toMatchObject({
      kind: 'warning',
      message: '登入憑證已過期，請重新登入。',
      redirect: `/login?redirect=${encodeURIComponent(window.location.pathname)}`,
    });
    expect(effects).not.toHaveBeenCalled(); // shown once, by this flow, not twice
  });
});
