import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { CommodityStep } from '../slice';
import { COMMODITY_STEP_PATHS } from './WizardFrame';

/** Props of the wizard's back / next buttons. */
export interface StepNavProps {
  /** The step the buttons sit on: 上一步 goes to the step before it (there is none on step 1). */
  step: CommodityStep;
  /**
   * What 下一步 does. Without it the button submits the form it sits in (FormView children), so
   * the form validates first and the page acts in its onSubmit.
   */
  onNext?: () => void;
  /** The next button's text (default 下一步; step 5 says 送出申請). */
  nextText?: string;
  /** The step's call is running: the next button spins and cannot be pressed twice. */
  loading?: boolean;
  disabled?: boolean;
}

/**
 * 上一步 / 下一步 at the end of a step; on phones they stay at the bottom of the screen (sticky), so
 * the way on is always in reach. 上一步 only navigates: the forms live in the store, nothing is lost.
 */
export function StepNav({ step, onNext, nextText = '下一步', loading, disabled }: StepNavProps) {
  const navigate = useNavigate();
  const previous = step > 1 ? ((step - 1) as CommodityStep) : null;
  return (
    <div className="fenqi-step-nav">
      {previous && (
        <Button
          size="large"
          icon={<LeftOutlined />}
          className="fenqi-step-nav-back"
          onClick={() => navigate(COMMODITY_STEP_PATHS[previous])}
        >
          上一步
        </Button>
      )}
      <Button
        size="large"
        type="primary"
        className="fenqi-step-nav-next"
        htmlType={onNext ? 'button' : 'submit'}
        onClick={onNext}
        loading={loading}
        disabled={disabled}
        icon={<RightOutlined />}
        iconPlacement="end"
      >
        {nextText}
      </Button>
    </div>
  );
}
