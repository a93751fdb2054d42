import { useEffect, useRef, useState } from 'react';
import type { GenericObjectType, RJSFSchema, WidgetProps } from '@rjsf/utils';
import { Button, Space, Typography } from 'antd';
import { KeyboardSignature } from '../../../ui/signature-pad/KeyboardSignature';
import { signatureValue } from '../../../ui/signature-pad/signature-value';
import { StrokePad, type StrokePadHandle } from '../../../ui/signature-pad/StrokePad';
import { typedNameProblem } from '../../../ui/signature-pad/typed-signature';
import type { FenqiFormContext } from '../../form-context';

/** Props of the signature pad widget: RJSF's, with Fenqi's form context. */
export type SignaturePadWidgetProps = WidgetProps<unknown, RJSFSchema, FenqiFormContext & GenericObjectType>;

const PAD_HEIGHT = 200;
const IMAGE_STYLE = { display: 'block', width: '100%', height: PAD_HEIGHT, objectFit: 'contain' } as const;
const FRAME_STYLE = { border: '1px solid #d9d9d9', borderRadius: 8, overflow: 'hidden', background: '#fff' };
const HINT = '請以手指或滑鼠在框內簽名；無法使用觸控螢幕或滑鼠時，請按「以鍵盤簽名」輸入與身分證相同的全名。';

/**
 * A signature pad whose value is the drawing as a PNG data URL (emitted at each stroke end), or the
 * name typed under 以鍵盤簽名 drawn on the pad (emitted as it is typed); a saved signature (a value
 * this pad did not draw, e.g. a stored file's URL) is shown as an image with 重新簽名 instead of
 * being redrawn on the canvas. The pad keeps its strokes across resizes (StrokePad).
 */
export default function SignaturePadWidget(props: SignaturePadWidgetProps) {
  const { id, value, disabled, readonly, onChange, label } = props;
  const padRef = useRef<StrokePadHandle>(null);
  // The value this pad drew; any other value is a saved signature, shown as an image rather than the pad.
  const [drawn, setDrawn] = useState<string>();
  const [typing, setTyping] = useState(false);
  const [name, setName] = useState('');
  const locked = Boolean(disabled || readonly);
  // Locked (the form is being sent), a signature just drawn stays in view as its picture, and
  // stays a picture with 重新簽名 after (a failed send must not show an empty pad holding a value).
  const saved = typeof value === 'string' && value !== '' && (value !== drawn || locked) ? value : undefined;
  useEffect(() => {
    if (locked) setDrawn(undefined);
  }, [locked]);
  const padName = `${label || '簽名'}區`;

  const emitPad = () => {
    const next = signatureValue(padRef.current);
    setDrawn(next);
    onChange(next);
  };
  // A typed name is on the canvas once StrokePad's layout effect has run: read it after that.
  useEffect(() => {
    if (typing && !saved) emitPad();
    // emitPad reads the pad; name and typing are what change the picture.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typing, name]);
  const reset = () => {
    padRef.current?.clear();
    setName('');
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
        ariaLabel={padName}
        describedBy={`${id}__pad-hint`}
        typedName={typing && typedNameProblem(name) === null ? name : ''}
        onStrokeEnd={emitPad}
      />
    );

  return (
    <div id={id} className="fenqi-signature-widget">
      {saved || locked ? null : (
        <div id={`${id}__pad-hint`} className="fenqi-signature-pad-hint" style={{ marginBottom: 8 }}>
          {HINT}
        </div>
      )}
      <div style={FRAME_STYLE}>{body}</div>
      {locked ? null : (
        <Space orientation="vertical" style={{ marginTop: 8, width: '100%' }}>
          {saved ? null : (
            <KeyboardSignature
              open={typing}
              onOpenChange={(open) => {
                reset();
                setTyping(open);
              }}
              name={name}
              onNameChange={setName}
              label={(label || '簽名').replace(/簽名$/, '') || '簽名'}
              problem={typedNameProblem(name)}
            />
          )}
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
