import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OFFLINE_MESSAGE } from '../../../store/server-failure';
import { clearCommodityToken, setCommodityToken } from '../../../api/commodity-token';
import { loadedRun, makeStepStore, REFERENCE, renderStep, stateWith } from '../pages/step-test-kit';
import { flowDraftSaved, flowDraftSaveFailed, flowLoaded, idleFlow } from '../../../step-flow/slice';
import { COMMODITY, commodityFlowStarted } from '../commodity-flow';
import type { CommodityStep } from '../actions';
import { initialCommodityState } from '../slice';
import { StepNav } from './StepNav';
import { WizardFrame, type WizardStep } from './WizardFrame';

function renderFrame(
  step: WizardStep,
  completed: CommodityStep[],
  kit = makeStepStore(stateWith({ completed })),
) {
  return renderStep(
    step,
    <WizardFrame step={step} footer={<StepNav step={step === 6 ? 5 : step} onNext={() => undefined} />}>
      <p>步驟內容</p>
    </WizardFrame>,
    kit,
  );
}

describe('WizardFrame', () => {
  it('sends a member to step 2 when step 3 is asked for with step 2 incomplete', () => {
    const { where } = renderFrame(3, [1]);
    expect(screen.getByText('第 2 步頁面')).toBeTruthy();
    expect(where.current).toBe('/member/commodity-loans/step2');
    expect(screen.queryByText('步驟內容')).toBeNull();
  });

  it('waits for the application kept on the device before sending anyone back (a reload on step 3)', () => {
    // The tab holds step 1's token, and the flow's load (which reads the device's copy) is under way.
    setCommodityToken('t', new Date(Date.now() + 60_000));
    try {
      const loading = { ...loadedRun(), load: { ...idleFlow.load, pending: true } };
      const kit = makeStepStore(stateWith({ completed: [] }), loading);
      const { where } = renderFrame(3, [], kit);
      expect(where.current).toBe('/member/commodity-loans/step3');
      expect(screen.queryByText('步驟內容')).toBeNull();
      act(() => {
        kit.store.dispatch(flowLoaded(COMMODITY, REFERENCE, {}, { forms: {}, completed: ['identity'] }));
      });
      expect(where.current).toBe('/member/commodity-loans/step2');
    } finally {
      clearCommodityToken();
    }
  });

  it('decides at once without a token: no step can come back from the device', () => {
    const loading = { ...loadedRun(), load: { ...idleFlow.load, pending: true } };
    const { where } = renderFrame(3, [], makeStepStore(stateWith({ completed: [] }), loading));
    expect(where.current).toBe('/member/commodity-loans/step1');
  });

  it('shows the step with the six-step stepper when the steps before it are complete', () => {
    renderFrame(3, [1, 2]);
    expect(screen.getByText('步驟內容')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '填寫資料' })).toBeTruthy();
    // antd's classes are the subject: Steps draws each step's state by them alone (no aria-current).
    const stepper = screen.getByRole('navigation', { name: '申請步驟' });
    const items = stepper.querySelectorAll('.ant-steps-item');
    expect(items).toHaveLength(6);
    expect(items[2]!.className).toContain('ant-steps-item-process');
    expect(items[1]!.className).toContain('ant-steps-item-finish');
    expect(items[3]!.className).toContain('ant-steps-item-wait');
  });

  it('shows the revision note on its step only', () => {
    const revisionNote = { step: 3 as const, fieldErrors: [{ path: '/companyTaxId', message: '請填寫' }] };
    const { unmount } = renderFrame(3, [1, 2], makeStepStore(stateWith({ completed: [1, 2], revisionNote })));
    expect(screen.getByRole('alert').textContent).toContain('表單內容已更新，請確認以下欄位');
    unmount();
    renderFrame(2, [1, 2], makeStepStore(stateWith({ completed: [1, 2], revisionNote })));
    expect(screen.getByText('步驟內容')).toBeTruthy();
    expect(screen.queryByText('表單內容已更新，請確認以下欄位')).toBeNull();
  });

  it('sends the finish page to the step left to do while the application is not sent', () => {
    renderFrame(6, [1, 2, 3]);
    expect(screen.getByText('第 4 步頁面')).toBeTruthy();
  });

  it('shows the finish page once the application was sent', () => {
    const submit = {
      ...initialCommodityState.submit,
      data: { caseNo: 'C1', caseId: 1, isEmailVerified: true },
    };
    renderFrame(6, [1, 2, 3, 4, 5], makeStepStore(stateWith({ completed: [1, 2, 3, 4, 5], submit })));
    expect(screen.getByText('步驟內容')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '完成申請' })).toBeTruthy();
  });

  it('starts the flow (its load: plans, mid clause, file categories) once when it opens', () => {
    const kit = makeStepStore(stateWith());
    renderFrame(1, [], kit);
    expect(kit.seen.filter((action) => action.type === 'stepFlow/START')).toEqual([commodityFlowStarted()]);
  });

  it('goes back a step with 上一步', async () => {
    const { where } = renderFrame(3, [1, 2]);
    await userEvent.click(screen.getByRole('button', { name: /上一步/ }));
    expect(where.current).toBe('/member/commodity-loans/step2');
  });

  it('shows the draft autosave time, and that saving waits for the connection when offline', () => {
    const { store } = renderFrame(2, [1]);
    act(() => {
      store.dispatch(flowDraftSaved(COMMODITY, '2024-06-01T14:03:00+08:00', 0));
    });
    expect(screen.getByText(/已自動儲存 \d\d:03/)).toBeTruthy();
    act(() => {
      store.dispatch(
        flowDraftSaveFailed(COMMODITY, {
          status: null,
          code: null,
          message: OFFLINE_MESSAGE,
          fieldErrors: [],
        }),
      );
    });
    expect(screen.getByText('離線中，恢復連線後自動儲存')).toBeTruthy();
  });
});
