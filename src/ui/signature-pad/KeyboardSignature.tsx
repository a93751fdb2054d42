import { EditOutlined, SignatureOutlined } from '@ant-design/icons';
import { Button, Input, type InputRef } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { TYPED_NAME_MAX } from './typed-signature';
import './signature-pad.css';

/** Props of the keyboard way to sign. */
export interface KeyboardSignatureProps {
  /** The field for the name is open (the pad shows the typed name instead of strokes). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The name typed so far. */
  name: string;
  onNameChange: (name: string) => void;
  /** What is signed, for the field's label: 以鍵盤簽署本票. */
  label: string;
  /** Why the name cannot be the signature yet (shown once something was typed). */
  problem?: string | null;
  /** Enter in the field (e.g. confirms the signature). */
  onSubmit?: () => void;
  /** Focus the field when it opens (a person asked for it, or the pad moved to the next signature). */
  focusOnOpen?: boolean;
  /** The signature is being sent: nothing changes, but the field keeps the focus. */
  busy?: boolean;
}

/**
 * For members who cannot draw (no touch screen or mouse, a tremor, a screen reader): 以鍵盤簽名 opens
 * a field for the full name, which the pad above draws as the signature. 改用手寫簽名 closes it and
 * gives the pad back to the finger or mouse.
 */
export function KeyboardSignature(props: KeyboardSignatureProps) {
  const { open, onOpenChange, name, onNameChange, label, problem, onSubmit, busy } = props;
  const { focusOnOpen = true } = props;
  const base = useId();
  const panelId = `${base}-panel`;
  const inputId = `${base}-name`;
  const inputRef = useRef<InputRef>(null);

  useEffect(() => {
    if (open && focusOnOpen) inputRef.current?.focus({ preventScroll: true });
  }, [open, focusOnOpen]);

  const shownProblem = name !== '' ? problem : null;
  return (
    <div className="fenqi-keyboard-signature">
      <Button
        className="fenqi-keyboard-signature-toggle"
        icon={open ? <SignatureOutlined aria-hidden /> : <EditOutlined aria-hidden />}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => onOpenChange(!open)}
        disabled={busy}
      >
        {open ? '改用手寫簽名' : '以鍵盤簽名'}
      </Button>
      {open && (
        <div id={panelId} className="fenqi-keyboard-signature-panel">
          <label htmlFor={inputId} className="fenqi-keyboard-signature-label">
            以鍵盤簽署{label}：請輸入與身分證相同的全名
          </label>
          <Input
            ref={inputRef}
            id={inputId}
            size="large"
            value={name}
            maxLength={TYPED_NAME_MAX}
            autoComplete="name"
            readOnly={busy}
            status={shownProblem ? 'error' : undefined}
            aria-invalid={shownProblem ? true : undefined}
            aria-describedby={`${inputId}-help${shownProblem ? ` ${inputId}-error` : ''}`}
            onChange={(event) => onNameChange(event.target.value)}
            onPressEnter={(event) => {
              if (!onSubmit) return;
              event.preventDefault();
              onSubmit();
            }}
          />
          <div id={`${inputId}-help`} className="fenqi-keyboard-signature-help">
            您輸入的姓名會顯示在上方簽名框中，作為您的簽名。
          </div>
          <div id={`${inputId}-error`} className="fenqi-field-error" role="alert">
            {shownProblem}
          </div>
        </div>
      )}
    </div>
  );
}
