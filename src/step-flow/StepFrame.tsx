import { Steps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { STEPPER_TITLES_QUERY, useMediaQuery } from '../ui/use-media-query';
import './step-flow.css';

/** One stepper item as the frame draws it. */
export interface StepFrameItem {
  title: string;
  status: 'process' | 'finish' | 'wait';
  disabled?: boolean;
}

/** Props of the frame every step page sits in. */
export interface StepFrameProps {
  items: readonly StepFrameItem[];
  /** Index of the current item. */
  current: number;
  /** The page heading (the step's title). */
  title: string;
  /** Beside the heading (e.g. the draft status). */
  aside?: ReactNode;
  /** A stepper item was clicked (only items not disabled). */
  onStepClick?: (index: number) => void;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The step page frame of every flow and the commodity wizard: the stepper (dots on phones), the
 * step's heading and the content in a card at most 900 px wide.
 */
export function StepFrame({ items, current, title, aside, onStepClick, children, footer }: StepFrameProps) {
  // Not antd's Grid.useBreakpoint: it draws the frame again synchronously as it mounts.
  const compact = !useMediaQuery(STEPPER_TITLES_QUERY);
  return (
    <div className="fenqi-wizard fenqi-step-page">
      <nav className="fenqi-wizard-steps fenqi-stepper" aria-label="申請步驟">
        <Steps
          current={current}
          size="small"
          type={compact ? 'dot' : 'default'}
          titlePlacement="vertical"
          responsive={false}
          onChange={onStepClick}
          items={items.map((item) => ({ ...item }))}
        />
      </nav>
      <div className="fenqi-wizard-card">
        <div className="fenqi-wizard-head">
          <Typography.Title level={1} className="fenqi-wizard-title">
            {title}
          </Typography.Title>
          {aside}
        </div>
        {children}
        {footer}
      </div>
    </div>
  );
}
