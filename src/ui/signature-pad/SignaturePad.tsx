import { Button } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { KeyboardSignature } from './KeyboardSignature';
import { signatureValue } from './signature-value';
import { StrokePad, type StrokePadHandle } from './StrokePad';
import { typedNameProblem } from './typed-signature';
import './signature-pad.css';

/** Props of the contract signature pad. */
export interface SignaturePadProps {
  /** What is being signed, e.g. 本票. */
  label: string;
  /** The signature is uploading: the pad is locked and 確認簽名 spins. */
  busy: boolean;
  /** 確認簽名 with the drawing as a PNG data URL. */
  onConfirm: (png: string) => void;
  /** The applicant's name: a name typed on the keyboard must be this one. */
  expectedName?: string;
  /** Open with the keyboard field (the member signed the previous slot that way). */
  typing?: boolean;
  /** The member switched between drawing and typing. */
  onTypingChange?: (typing: boolean) => void;
  /** Take the focus when mounted (the pad opened or moved on to the next signature). */
  takeFocus?: boolean;
}

/**
 * The pad a contract page is signed on (the app's one StrokePad, as in SignaturePadWidget): drawn with
 * a finger or mouse, or typed (以鍵盤簽名: the name drawn on the pad); 清除 starts over, 確認簽名
 * hands the picture on. A resize or rotation keeps the strokes (StrokePad).
 */
export function SignaturePad(props: SignaturePadProps) {
  const { label, busy, onConfirm, expectedName, typing = false, onTypingChange, takeFocus } = props;
  const padRef = useRef<StrokePadHandle>(null);
  const labelRef = useRef<HTMLDivElement>(null);
  const base = useId();
  const [drawn, setDrawn] = useState(false);
  const [name, setName] = useState('');
  const problem = typing ? typedNameProblem(name, expectedName) : null;
  const ready = typing ? problem === null : drawn;

  // Typing signers land in the name field (KeyboardSignature), the others on the pad's name.
  useEffect(() => {
    if (takeFocus && !typing) labelRef.current?.focus({ preventScroll: true });
    // Only on mount: the pad is keyed by its slot.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const clear = () => {
    padRef.current?.clear();
    setDrawn(false);
    setName('');
  };
  const switchTyping = (next: boolean) => {
    clear();
    onTypingChange?.(next);
  };
  const confirm = () => {
    if (!ready || busy) return;
    const png = signatureValue(padRef.current);
    if (png) onConfirm(png);
  };

  return (
    <div className="fenqi-signature-pad">
      <div id={`${base}-label`} ref={labelRef} tabIndex={-1} className="fenqi-signature-pad-label">
        {label}簽名區
      </div>
      <div id={`${base}-hint`} className="fenqi-signature-pad-hint">
        請在框內以手指或滑鼠簽署與身分證相同的姓名；無法使用觸控螢幕或滑鼠時，請按「以鍵盤簽名」輸入姓名。
      </div>
      <div className="fenqi-signature-pad-frame" aria-busy={busy}>
        <StrokePad
          ref={padRef}
          className="fenqi-signature-pad-canvas"
          labelledBy={`${base}-label`}
          describedBy={`${base}-hint`}
          typedName={typing ? name : ''}
          onStrokeEnd={(empty) => setDrawn(!empty)}
        />
      </div>
      <KeyboardSignature
        open={typing}
        onOpenChange={switchTyping}
        name={name}
        onNameChange={setName}
        label={label}
        problem={problem}
        onSubmit={confirm}
        busy={busy}
      />
      <div className="fenqi-signature-pad-actions">
        {/* Without autoInsertSpace antd renders 「清 除」, which neither reads nor queries as 清除. */}
        <Button
          size="large"
          autoInsertSpace={false}
          onClick={clear}
          disabled={busy || (typing ? name === '' : !drawn)}
        >
          清除
        </Button>
        <Button size="large" type="primary" onClick={confirm} loading={busy} disabled={!ready}>
          確認簽名
        </Button>
      </div>
    </div>
  );
}
