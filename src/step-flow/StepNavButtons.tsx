import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePinnedScrollPadding } from './pinned-scroll-padding';

/** Props of a step's back / next buttons. */
export interface StepNavButtonsProps {
  /** Where 上一步 goes; none on a flow's first step. */
  backTo?: string | null;
  /**
   * What 下一步 does. Without it the button submits the form it sits in (FormView children), so
   * the form validates first and the page acts in its onSubmit.
   */
  onNext?: () => void;
  /** The next button's text (default 下一步). */
  nextText?: string;
  /** The step's call is running: the next button spins and cannot be pressed twice. */
  loading?: boolean;
  disabled?: boolean;
}

/**
 * 上一步 / 下一步 at the end of a step; on phones they stay at the bottom of the screen (sticky), so
 * the way on is always in reach. 上一步 only navigates: the forms live in the store, nothing is lost.
 */
export function StepNavButtons({
  backTo,
  onNext,
  nextText = '下一步',
  loading,
  disabled,
}: StepNavButtonsProps) {
  const navigate = useNavigate();
  const bar = useRef<HTMLDivElement>(null);
  usePinnedScrollPadding(bar);
  return (
    <div className="fenqi-step-nav" ref={bar}>
      {backTo && (
        <Button
          size="large"
          icon={<LeftOutlined />}
          className="fenqi-step-nav-back"
          onClick={() => navigate(backTo)}
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
