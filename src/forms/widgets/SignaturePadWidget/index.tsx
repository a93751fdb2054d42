import { useRef, useState } from 'react';
import type { GenericObjectType, RJSFSchema, WidgetProps } from '@rjsf/utils';
import { Button, Space, Typography } from 'antd';
import { StrokePad, type StrokePadHandle } from '../../../ui/signature-pad/StrokePad';
import type { FenqiFormContext } from '../../form-context';

/** Props of the signature pad widget: RJSF's, with Fenqi's form context. */
export type SignaturePadWidgetProps = WidgetProps<unknown, RJSFSchema, FenqiFormContext & GenericObjectType>;

const PAD_HEIGHT = 200;
const IMAGE_STYLE = { display: 'block', width: '100%', height: PAD_HEIGHT, objectFit: 'contain' } as const;
const FRAME_STYLE = { border: '1px solid #d9d9d9', borderRadius: 8, overflow: 'hidden', background: '#fff' };

/** The value a pad stands for: its drawing as a PNG data URL, or undefined while nothing is drawn. */
export function signatureValue(
  pad: Pick<StrokePadHandle, 'isEmpty' | 'toDataURL'> | null,
): string | undefined {
  return !pad || pad.isEmpty() ? undefined : pad.toDataURL();
}

/**
 * A signature pad whose value is the drawing as a PNG data URL (emitted at each stroke end); a saved
 * signature (a value this pad did not draw, e.g. a stored file's URL) is shown as an image with
 * 重新簽名 instead of being redrawn on the canvas. The pad keeps its strokes across resizes (StrokePad).
 */
export default function SignaturePadWidget({
  id,
  value,
  disabled,
  readonly,
  onChange,
  label,
}: SignaturePadWidgetProps) {
  const padRef = useRef<StrokePadHandle>(null);
  // The value this pad drew; any other value is a saved signature, shown as an image rather than the pad.
  const [drawn, setDrawn] = useState<string>();
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

  let body;
  if (saved) body = <img src={saved} alt="已儲存的簽名" style={IMAGE_STYLE} />;
  else if (locked)
    body = (
      <div style={{ height: PAD_HEIGHT, display: 'grid', placeItems: 'center' }}>
        <Typography.Text type="secondary">尚未簽名</Typography.Text>
      </div>
    );
  else
    body = (
      <StrokePad
        ref={padRef}
        height={PAD_HEIGHT}
        ariaLabel={`${label || '簽名'}區`}
        onStrokeEnd={handleEnd}
      />
    );

  return (
    <div id={id}>
      <div style={FRAME_STYLE}>{body}</div>
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
