import { act, screen, waitFor } from '@testing-library/react';
import { selectMidClauseAgreement, selectWizardForms } from '../selectors';
import userEvent from '@testing-library/user-event';
import { isIdNumExistent } from '../../../api/v2/auth';
import { clearIdCardHandoff, saveIdCardHandoff } from '../../../capture/id-card-handoff';
import { formChanged, identityActions, midClauseAgreed } from '../actions';
import Step1IdentityPage from './Step1IdentityPage';
import { makeStepStore, renderStep, stateWith } from './step-test-kit';

const ID = 'A123456789';

// The membership check's answer is the server's (use-member-check.test.tsx): here it is given.
jest.mock('../../../api/v2/auth', () => ({ isIdNumExistent: jest.fn() }));
const memberCheck = jest.mocked(isIdNumExistent);
let answer: (isExistent: boolean) => void = () => undefined;
beforeEach(() => {
  memberCheck.mockReset();
  memberCheck.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
});
const checkedIds = () => memberCheck.mock.calls.map(([id]) => id);

async function typeId(kit = makeStepStore()) {
  const view = renderStep(1, <Step1IdentityPage />, kit);
  // The first nine characters at once, then the last: only the complete number is checked.
  await userEvent.click(await screen.findByLabelText('身分證字號'));
  await userEvent.paste(ID.slice(0, 9));
  await userEvent.keyboard(ID.slice(9));
  return view;
}

async function answerCheck(isExistent: boolean) {
  await act(async () => answer(isExistent));
}

/** 下一步 (found by its text: a role query walks the whole form and is slow in jsdom). */
const nextButton = async () => (await screen.findByText('下一步')).closest('button') as HTMLButtonElement;

afterEach(() => clearIdCardHandoff());

describe('Step1IdentityPage', () => {
  it('checks the typed ID number and asks an existing member for the login password', async () => {
    await typeId();
    // The form takes the number once typing rests (typed-value.ts).
    await waitFor(() => expect(checkedIds()).toEqual([ID]));
    expect(screen.queryByLabelText('密碼')).toBeNull();
    await answerCheck(true);
    expect(await screen.findByLabelText('密碼')).toBeTruthy();
    expect(screen.queryByLabelText('確認密碼')).toBeNull();
    expect(screen.getByText('您已是會員，請輸入會員登入密碼繼續申辦。')).toBeTruthy();
  });

  it('asks a new member for a new password, its confirmation and joining', async () => {
    const kit = makeStepStore();
    kit.store.dispatch(formChanged('identity', { idCardNo: ID }));
    const { store } = renderStep(1, <Step1IdentityPage />, kit);
    // An ID number kept from before is checked when the page opens.
    await waitFor(() => expect(checkedIds()).toEqual([ID]));
    await answerCheck(false);
    expect(await screen.findByLabelText('確認密碼')).toBeTruthy();
    expect(screen.getByLabelText('密碼')).toBeTruthy();
    expect(screen.getByLabelText('我已閱讀並同意加入會員')).toBeTruthy();
    expect(selectWizardForms(store.getState()).identity.isMember).toBe(false);
  });

  it('goes on only once the mid clause is agreed, then logs the member in', async () => {
    const kit = makeStepStore();
    kit.store.dispatch(formChanged('identity', { idCardNo: ID, isMember: true }));
    const { store, payloads } = renderStep(1, <Step1IdentityPage />, kit);
    await userEvent.click(await screen.findByLabelText('密碼'));
    await userEvent.paste('demo1234');
    await userEvent.click(await nextButton());
    expect(await screen.findByText('請勾選同意條款')).toBeTruthy();
    expect(payloads(identityActions.REQUEST)).toEqual([]);

    await userEvent.click(screen.getByLabelText('我已閱讀並同意居間條款'));
    expect(selectMidClauseAgreement(store.getState())?.version).toBe('2024.06');
    expect(screen.queryByText('請勾選同意條款')).toBeNull();
    await userEvent.click(await nextButton());
    expect(payloads(identityActions.REQUEST)).toEqual([
      { idCardNo: ID, isMember: true, password: 'demo1234' },
    ]);
  });

  it('shows a failed login at the form and the running call on the button', async () => {
    const kit = makeStepStore(stateWith());
    kit.store.dispatch(formChanged('identity', { idCardNo: ID, isMember: true, password: 'wrong123' }));
    kit.store.dispatch(midClauseAgreed('2024.06', '2024-06-01T00:00:00.000Z'));
    renderStep(1, <Step1IdentityPage />, kit);
    await userEvent.click(await nextButton());
    expect(kit.payloads(identityActions.REQUEST)).toHaveLength(1);
    // antd's class is the subject: the button's spinner (antd sets no aria-busy on a loading button).
    await waitFor(async () => expect((await nextButton()).className).toContain('ant-btn-loading'));
    act(() => {
      kit.store.dispatch(
        identityActions.failure({ status: 401, code: '001.405', message: '帳號或密碼錯誤', fieldErrors: [] }),
      );
    });
    expect(await screen.findByText('帳號或密碼錯誤')).toBeTruthy();
  });

  it('takes over the ID card read on the /ocr pages: the ID number now, name and birth date for step 3', async () => {
    saveIdCardHandoff({ idCardNo: ID, name: '王大明', birthDate: '1990-01-02', issueYear: 109 });
    const { store } = renderStep(1, <Step1IdentityPage />);
    await waitFor(() => expect(selectWizardForms(store.getState()).identity.idCardNo).toBe(ID));
    const { applicant } = selectWizardForms(store.getState());
    expect(applicant).toMatchObject({ name: '王大明', birthDate: '1990-01-02' });
    expect(applicant.idCardOptions?.issueDate).toEqual({ issueYear: 109 });
    expect(checkedIds()).toEqual([ID]);
    expect(((await screen.findByLabelText('身分證字號')) as HTMLInputElement).value).toBe(ID);
  });
});
