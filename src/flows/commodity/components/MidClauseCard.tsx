import { Alert, Button, Checkbox, Skeleton, Typography } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { commodityFlowStarted } from '../commodity-flow';
import { selectCommodityRun, selectMidClause } from '../selectors';
import { midClauseAgreed } from '../actions';

/** Props of the mid-clause box of step 1. */
export interface MidClauseCardProps {
  /** Whether the box is ticked (the page owns it: unticking keeps the member on step 1). */
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Shown under the checkbox after 下一步 was pressed without agreeing. */
  error?: string | null;
}

/**
 * The newest mid clause (its title: 個人資料蒐集、處理及利用告知事項) in a scrollable box with its version, and the checkbox that
 * agrees to it: ticking records the version and the time (midClauseAgreed) for the application.
 */
export function MidClauseCard({ checked, onCheckedChange, error }: MidClauseCardProps) {
  const dispatch = useDispatch();
  const { load } = useSelector(selectCommodityRun);
  const clause = useSelector(selectMidClause);

  if (!clause) {
    if (load.status === 'fail') {
      return (
        <Alert
          type="error"
          showIcon
          title="個人資料蒐集、處理及利用告知事項載入失敗"
          description={load.message}
          action={<Button onClick={() => dispatch(commodityFlowStarted(true))}>重試</Button>}
        />
      );
    }
    return <Skeleton active paragraph={{ rows: 3 }} />;
  }

  const toggle = (next: boolean) => {
    if (next) dispatch(midClauseAgreed(clause.appMidClausever, new Date().toISOString()));
    onCheckedChange(next);
  };

  return (
    <section className="fenqi-mid-clause" aria-labelledby="fenqi-mid-clause-title" id="fenqi-mid-clause">
      <div className="fenqi-mid-clause-head">
        <Typography.Title level={2} id="fenqi-mid-clause-title" className="fenqi-mid-clause-title">
          {clause.title}
        </Typography.Title>
        <Typography.Text type="secondary">版本 {clause.appMidClausever}</Typography.Text>
      </div>
      {/* Focusable so that keyboard users can scroll the clause too. */}
      <div className="fenqi-mid-clause-text" tabIndex={0} role="region" aria-label={`${clause.title}內容`}>
        {clause.content}
      </div>
      <Checkbox
        checked={checked}
        onChange={(event) => toggle(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'fenqi-mid-clause-error' : undefined}
      >
        我已閱讀並同意{clause.title}
      </Checkbox>
      {error && (
        <div className="fenqi-field-error" id="fenqi-mid-clause-error" role="alert">
          {error}
        </div>
      )}
    </section>
  );
}
