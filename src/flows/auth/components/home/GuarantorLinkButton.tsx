import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { copyText } from '../../../../ui/copy-text';

/** Copies the guarantor's link, which the member sends on (it leaves the app, so it is not followed). */
export function GuarantorLinkButton({ link }: { link: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <div className="fenqi-task-copy">
      <Button
        icon={copied ? <CheckOutlined /> : <CopyOutlined />}
        onClick={async () => setCopied(await copyText(link))}
      >
        {copied ? '已複製連結' : '複製保證人連結'}
      </Button>
      {copied === false && <span className="fenqi-task-copy-link">{link}</span>}
    </div>
  );
}
