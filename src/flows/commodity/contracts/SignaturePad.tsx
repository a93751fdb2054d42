import { Button, Typography } from 'antd';
import { useRef, useState } from 'react';
import { signatureValue } from '../../../forms/widgets/SignaturePadWidget';
import { StrokePad, type StrokePadHandle } from '../../../ui/signature-pad/StrokePad';

/** Props of the contract signature pad. */
export interface SignaturePadProps {
  /** What is being signed, e.g. 本票. */
  label: string;
  /** The signature is uploading: the pad is locked and 確認簽名 spins. */
  busy: boolean;
  /** 確認簽名 with the drawing as a PNG data URL. */
  onConfirm: (png: string) => void;
}

/**
 * The pad a contract is signed on (the app's one StrokePad, as in SignaturePadWidget): 清除 starts
 * over, 確認簽名 hands the drawing on. A resize or rotation keeps the strokes (StrokePad).
 */
export function SignaturePad({ label, busy, onConfirm }: SignaturePadProps) {
  const padRef = useRef<StrokePadHandle>(null);
  const [drawn, setDrawn] = useState(false);

  const clear = () => {
    padRef.current?.clear();
    setDrawn(false);
  };
  const confirm = () => {
    const png = signatureValue(padRef.current);
    if (png) onConfirm(png);
  };

  return (
    <div className="fenqi-signature-pad">
      <Typography.Text type="secondary">
        請在框內以手指或滑鼠簽署與身分證相同的姓名（{label}）
      </Typography.Text>
      <div className="fenqi-signature-pad-frame" aria-busy={busy}>
        <StrokePad
          ref={padRef}
          className="fenqi-signature-pad-canvas"
          ariaLabel={`${label}簽名區`}
          onStrokeEnd={(empty) => setDrawn(!empty)}
        />
      </div>
      <div className="fenqi-signature-pad-actions">
        {/* Without autoInsertSpace antd renders 「清 除」, which neither reads nor queries as 清除. */}
        <Button size="large" autoInsertSpace={false} onClick={clear} disabled={busy || !drawn}>
          清除
        </Button>
        <Button size="large" type="primary" onClick={confirm} loading={busy} disabled={!drawn}>
          確認簽名
        </Button>
      </div>
    </div>
  );
}
