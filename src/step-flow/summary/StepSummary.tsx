import { EditOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import './summary.css';

/** One answer of a recap. */
export interface SummaryRow {
  label: string;
  value: string;
}

/** A titled group of a recap: its answers (or other content) and the step where they are changed. */
export interface SummarySection {
  title: string;
  rows?: readonly SummaryRow[];
  /** Shown instead of rows (e.g. the uploaded files). */
  content?: ReactNode;
  /** The step page where these answers are changed: the section's 修改 goes there. */
  editPath?: string;
}

/**
 * A confirm step's read-only recap of what earlier steps collected, phone first (label above
 * value on narrow screens): each section a region named by its title, with 修改 back to its step.
 */
export function StepSummary({ sections }: { sections: readonly SummarySection[] }) {
  const navigate = useNavigate();
  return (
    <div className="fenqi-summary">
      {sections.map(({ title, rows, content, editPath }) => (
        <section key={title} className="fenqi-summary-section" aria-label={title}>
          <div className="fenqi-summary-head">
            <Typography.Title level={2} className="fenqi-summary-title">
              {title}
            </Typography.Title>
            {editPath && (
              <Button
                type="link"
                size="small"
                icon={<EditOutlined />}
                onClick={() => navigate(editPath)}
                aria-label={`修改${title}`}
              >
                修改
              </Button>
            )}
          </div>
          {rows && (
            <dl className="fenqi-summary-rows">
              {rows.map((row) => (
                <div key={row.label} className="fenqi-summary-row">
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {content}
        </section>
      ))}
    </div>
  );
}
