import { useEffect, useRef, useState, type RefObject } from 'react';
import type { GenericObjectType, RJSFSchema, WidgetProps } from '@rjsf/utils';
import { Button, Space, Typography } from 'antd';
import SignatureCanvas from 'react-signature-canvas';
import type { FenqiFormContext } from '../../form-context';

/** Props of the signature pad widget: RJSF's, with Fenqi's form context. */
export type SignaturePadWidgetProps = WidgetProps<unknown, RJSFSchema, FenqiFormContext & GenericObjectType>;

const PAD_HEIGHT = 200;
const PAD_STYLE = {
  display: 'block',
  width: '100%',
  height: PAD_HEIGHT,
  background: '#fff',
  touchAction: 'none',
};
const FRAME_STYLE = { border: '1px solid #d9d9d9', borderRadius: 8, overflow: 'hidden', background: '#fff' };

/** The value a pad stands for: its drawing as a PNG data URL, or undefined while nothing is drawn. */
export function signatureValue(
  pad: Pick<SignatureCanvas, 'isEmpty' | 'toDataURL'> | null,
): string | undefined {
  return !pad || pad.isEmpty() ? undefined : pad.toDataURL('image/png');
}

/** Width of an element in CSS pixels, following resizes (rotation, split screen). */
function useElementWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * A signature pad whose value is the drawing as a PNG data URL (emitted at each stroke end); a saved
 * signature is shown as an image with 重新簽名 instead of being redrawn on the canvas.
 */
export default function SignaturePadWidget({
  id,
  value,
  disabled,
  readonly,
  onChange,
}: SignaturePadWidgetProps) {
  const padRef = useRef<SignatureCanvas>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frameRef);
  // The value this pad drew; any other value is a saved signature, shown as an image rather than the pad.
  const [drawn, setDrawn] = useState<string>();
  const [drawnAtWidth, setDrawnAtWidth] = useState(width);
  if (drawnAtWidth !== width) {
    // A resized canvas loses its strokes, so what was drawn is shown as the saved image from then on.
    setDrawnAtWidth(width);
    setDrawn(undefined);
  }

  const saved = typeof value === 'string' && value !== '' && value !== drawn ? value : undefined;
  const locked = Boolean(disabled || readonly);

  const handleEnd = () => {
    const next = signatureValue(padRef.current);
    setDrawn(next);
    onChange(next);
  };
  const reset = () => {
    padRef.current?.clear();
    setDrawn(undefined);
    onChange(undefined);
  };

  return (
    <div id={id}>
      <div ref={frameRef} style={FRAME_STYLE}>
        {saved || locked ? (
          saved ? (
            <img src={saved} alt="已儲存的簽名" style={{ ...PAD_STYLE, objectFit: 'contain' }} />
          ) : (
            <div style={{ ...PAD_STYLE, display: 'grid', placeItems: 'center' }}>
              <Typography.Text type="secondary">尚未簽名</Typography.Text>
            </div>
          )
        ) : (
          <SignatureCanvas
            // Remounted per width: the library sizes its bitmap to the canvas only when it mounts.
            key={width ?? 'initial'}
            ref={padRef}
            penColor="black"
            backgroundColor="rgb(255, 255, 255)"
            // Mobile browsers fire resize when the address bar hides; width changes are handled above.
            clearOnResize={false}
            onEnd={handleEnd}
            canvasProps={{ style: PAD_STYLE, 'aria-label': '簽名區' }}
          />
        )}
      </div>
      {locked ? null : (
        <Space style={{ marginTop: 8 }}>
          {saved ? (
            <Button onClick={reset}>重新簽名</Button>
          ) : (
            // Without this antd renders 「清 除」, which neither reads nor queries as 清除.
            <Button autoInsertSpace={false} onClick={reset}>
              清除
            </Button>
          )}
        </Space>
      )}
    </div>
  );
}
