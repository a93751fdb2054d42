import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { copyText } from '../../../ui/copy-text';

/** Digits in groups of four, as printed on cards and slips (easier to type into an ATM). */
export function groupDigits(value: string): string {
  return value.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** A value to type at the ATM, large and grouped, with a button copying it without the spaces. */
export function CopyField({
  label,
  value,
  grouped = false,
}: {
  label: string;
  value: string;
  grouped?: boolean;
}) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => setCopied(await copyText(value));
  return (
    <div className="fenqi-copy-field">
      <span className="fenqi-copy-label">{label}</span>
      <div className="fenqi-copy-row">
        <span className="fenqi-copy-value" data-testid={`copy-${label}`}>
          {grouped ? groupDigits(value) : value}
        </span>
        <Button
          onClick={copy}
          icon={copied ? <CheckOutlined /> : <CopyOutlined />}
          aria-label={`複製${label}`}
          type={copied ? 'default' : 'primary'}
          ghost={!copied}
        >
          {copied ? '已複製' : '複製'}
        </Button>
      </div>
      {copied === false && <span className="fenqi-copy-fail">無法自動複製，請長按上方文字複製。</span>}
    </div>
  );
}
