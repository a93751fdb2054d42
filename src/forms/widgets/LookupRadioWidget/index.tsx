import { ariaDescribedByIds } from '@rjsf/utils';
import { Radio, Spin, Typography } from 'antd';
import { LookupLoadError } from '../LookupSelectWidget/lookup-status';
import { useLookupOptions, type LookupWidgetProps } from '../LookupSelectWidget/use-lookup-options';

/** A radio group whose options come from `formContext.lookups[ui:options.lookup]` (e.g. repayment plans). */
export default function LookupRadioWidget(props: LookupWidgetProps) {
  const { id, htmlName, value, disabled, readonly, onChange, onBlur, onFocus } = props;
  const { options, loading, error, retry } = useLookupOptions(props);

  if (error) return <LookupLoadError onRetry={retry} />;
  if (loading) {
    return (
      <Typography.Text type="secondary">
        <Spin size="small" /> 載入中…
      </Typography.Text>
    );
  }
  return (
    <Radio.Group
      id={id}
      name={htmlName || id}
      value={value}
      disabled={disabled || readonly}
      aria-describedby={ariaDescribedByIds(id)}
      options={options.map(({ value: optionValue, label }) => ({ value: optionValue, label }))}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
