import { Button, Typography } from 'antd';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import SignatureCanvas from 'react-signature-canvas';
import { signatureValue } from '../../../forms/widgets/SignaturePadWidget';

/** Props of the contract signature pad. */
export interface SignaturePadProps {
  /** What is being signed, e.g. 本票. */
  label: string;
  /** The signature is uploading: the pad is locked and 確認簽名 spins. */
  busy: boolean;
  /** 確認簽名 with the drawing as a PNG data URL. */
  onConfirm: (png: string) => void;
}

/** Width of an element in CSS pixels, following resizes (rotation, split screen). */
function useElementWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number>();
  // Measured before the first paint, so the pad mounts once at its width and no early stroke is
  // lost to a remount when the observer's first report comes in later (a busy phone).
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setWidth(Math.round(element.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The pad a contract is signed on (the same react-signature-canvas pad as SignaturePadWidget):
 * 清除 starts over, 確認簽名 hands the drawing on. The canvas is remounted when its width changes,
 * since the library sizes its bitmap only on mount; a rotated phone starts a fresh signature.
 */
export function SignaturePad({ label, busy, onConfirm }: SignaturePadProps) {
  const padRef = useRef<SignatureCanvas>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frameRef);
  const [drawn, setDrawn] = useState(false);
  const [drawnAtWidth, setDrawnAtWidth] = useState(width);
  if (drawnAtWidth !== width) {
    setDrawnAtWidth(width);
    setDrawn(false);
  }

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
      <div ref={frameRef} className="fenqi-signature-pad-frame" aria-busy={busy}>
        {width !== undefined && (
          <SignatureCanvas
            key={width}
            ref={padRef}
            penColor="black"
            backgroundColor="rgb(255, 255, 255)"
            clearOnResize={false}
            onEnd={() => setDrawn(!(padRef.current?.isEmpty() ?? true))}
            canvasProps={{ className: 'fenqi-signature-pad-canvas', 'aria-label': `${label}簽名區` }}
          />
        )}
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
