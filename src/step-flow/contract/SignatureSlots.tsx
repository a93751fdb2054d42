import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Typography } from 'antd';

/** One signature a contract takes, as its page shows it. */
export interface ContractSignatureSlot {
  /** What the member signs, e.g. 本票. */
  label: string;
  /** A signature is stored for it. */
  signed: boolean;
  /** The stored signature's image. */
  imageUrl?: string;
}

/** Props of the list of a contract's signatures. */
export interface SignatureSlotsProps {
  slots: readonly ContractSignatureSlot[];
  /** The slot the pad is open for, or null. */
  signing: number | null;
  /** 重新簽名 on a signed slot. */
  onResign: (index: number) => void;
}

/** The signatures a contract takes: the images already made, or 尚未簽名. */
export function SignatureSlots({ slots, signing, onResign }: SignatureSlotsProps) {
  return (
    <ul className="fenqi-signature-slots">
      {slots.map((slot, index) => (
        <li key={slot.label} className="fenqi-signature-slot" data-active={signing === index}>
          <div className="fenqi-signature-slot-head">
            <Typography.Text strong>{slot.label}簽名</Typography.Text>
            {slot.signed ? (
              <Typography.Text type="success">
                <CheckCircleFilled /> 已簽名
              </Typography.Text>
            ) : (
              <Typography.Text type="secondary">尚未簽名</Typography.Text>
            )}
          </div>
          {slot.signed && (
            <div className="fenqi-signature-slot-body">
              <img src={slot.imageUrl} alt={`${slot.label}的簽名`} className="fenqi-signature-image" />
              {signing === null && (
                <Button size="small" onClick={() => onResign(index)}>
                  重新簽名
                </Button>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
