import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { copyText } from '../../../ui/copy-text';

type Outcome = 'idle' | 'copied' | 'failed';

/** How long 已複製 stays on the button before it reads as a copy button again. */
const FEEDBACK_MS = 2000;

/** A button copying `text`; says 已複製 (or how to copy by hand) where a phone user looks: on it. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [outcome, setOutcome] = useState<Outcome>('idle');

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome('idle'), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = () => {
    void copyText(text).then((copied) => setOutcome(copied ? 'copied' : 'failed'));
  };
  return (
    <div className="fenqi-copy">
      <Button
        onClick={copy}
        icon={outcome === 'copied' ? <CheckOutlined /> : <CopyOutlined />}
        type={outcome === 'copied' ? 'primary' : 'default'}
        ghost={outcome === 'copied'}
      >
        {outcome === 'copied' ? '已複製' : label}
      </Button>
      <span className="fenqi-copy-status" role="status">
        {outcome === 'failed' ? '無法自動複製，請長按文字後手動複製' : ''}
      </span>
    </div>
  );
}
