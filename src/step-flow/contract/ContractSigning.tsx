import { Alert, Button, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { signaturePadToggled } from '../../store/global-ui/actions';
import { selectSignaturePadOpen } from '../../store/global-ui/selectors';
import { SignaturePad } from '../../ui/signature-pad/SignaturePad';
import { usePinnedScrollPadding } from '../pinned-scroll-padding';
import { SignatureSlots, type ContractSignatureSlot } from './SignatureSlots';
import './contract-signing.css';

/** Props of a contract page: its text, its signatures and what signing and agreeing do. */
export interface ContractSigningProps {
  title: string;
  /** The contract's text (its documents). */
  children: ReactNode;
  slots: readonly ContractSignatureSlot[];
  /** When the member agreed to this contract, or null. */
  agreedAt: string | null;
  /** The signer's name: a name typed on the keyboard must be this one. */
  signerName?: string;
  /** The way back to the step the contract belongs to. */
  backText: string;
  onBack: () => void;
  /**
   * Stores the drawing of slot `index`; answers which slots are signed now, or rejects when it
   * failed (the uploader has shown why, and the pad stays open to try again).
   */
  sign: (index: number, png: string) => Promise<readonly boolean[]>;
  /** Every slot is signed and the member agrees (after the last signature, or 同意並返回). */
  onAgree: () => void;
}

/**
 * A contract page of a flow: read the text, sign each signature (drawn, or 以鍵盤簽名) on the pad
 * behind the global toggle (so it survives the viewport collapsing as a phone's keyboard opens),
 * then agree. The pad opens at the first unsigned slot, moves on to the next after each signature
 * and agrees after the last; 返回 and the signing button are pinned on phones.
 */
export function ContractSigning(props: ContractSigningProps) {
  const { title, children, slots, agreedAt, signerName, backText, onBack, sign, onAgree } = props;
  const dispatch = useDispatch();
  const padOpen = useSelector(selectSignaturePadOpen);
  const [chosenSlot, setChosenSlot] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // Signing by keyboard carries over to the contract's next signature.
  const [typing, setTyping] = useState(false);
  const padRef = useRef<HTMLDivElement>(null);
  // The pinned 返回 / signing buttons: a field reached by Tab is scrolled clear of them.
  const actionsRef = useRef<HTMLDivElement>(null);
  usePinnedScrollPadding(actionsRef);
  const signed = slots.every((slot) => slot.signed);
  // The slot is chosen when the pad opens and kept: a signature stored meanwhile (the upload's
  // reply) must not swap the pad under the member's finger.
  const activeSlot = padOpen ? chosenSlot : null;

  // Each contract page opens with the pad closed, and leaves it closed for the next page.
  useEffect(() => {
    dispatch(signaturePadToggled(false));
    return () => void dispatch(signaturePadToggled(false));
  }, [dispatch]);
  useEffect(() => {
    if (activeSlot !== null) padRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [activeSlot]);

  const agree = () => {
    dispatch(signaturePadToggled(false));
    onAgree();
  };
  const openPad = (slot: number | null) => {
    setChosenSlot(
      slot ??
        Math.max(
          slots.findIndex((other) => !other.signed),
          0,
        ),
    );
    dispatch(signaturePadToggled(true));
  };
  const confirm = async (png: string) => {
    if (activeSlot === null) return;
    setBusy(true);
    let nowSigned: readonly boolean[];
    try {
      nowSigned = await sign(activeSlot, png);
    } catch {
      setBusy(false);
      return;
    }
    setBusy(false);
    const next = nowSigned.findIndex((done) => !done);
    if (next >= 0) openPad(next);
    else agree();
  };

  const primary =
    signed && !padOpen ? (
      <Button size="large" type="primary" onClick={agree}>
        同意並返回
      </Button>
    ) : (
      <Button
        size="large"
        type={padOpen ? 'default' : 'primary'}
        onClick={() => (padOpen ? dispatch(signaturePadToggled(false)) : openPad(null))}
      >
        {padOpen ? '收合簽名板' : '我已閱讀，開始簽名'}
      </Button>
    );

  return (
    <div className="fenqi-contract-page">
      <Typography.Title level={1} className="fenqi-contract-page-title">
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        請詳閱以下條款，確認內容無誤後於頁末簽名；簽名完成即表示您同意本契約。
      </Typography.Paragraph>
      {agreedAt && (
        <Alert
          type="success"
          showIcon
          title={`您已於 ${dayjs(agreedAt).format('YYYY/MM/DD HH:mm')} 同意本契約`}
        />
      )}
      {children}
      <section className="fenqi-contract-sign" aria-label="簽名">
        <Typography.Title level={2} className="fenqi-contract-doc-title">
          簽名
        </Typography.Title>
        <SignatureSlots slots={slots} signing={activeSlot} onResign={openPad} />
        {activeSlot !== null && (
          <div ref={padRef}>
            <SignaturePad
              key={activeSlot}
              label={slots[activeSlot].label}
              busy={busy}
              onConfirm={(png) => void confirm(png)}
              expectedName={signerName}
              typing={typing}
              onTypingChange={setTyping}
              takeFocus
            />
          </div>
        )}
      </section>
      <div className="fenqi-contract-actions" ref={actionsRef}>
        <Button size="large" onClick={onBack}>
          {backText}
        </Button>
        {primary}
      </div>
    </div>
  );
}
