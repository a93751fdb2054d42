import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import type { ClientFile } from '../../../api/v2/types/common';
import { signatureFileOf, type SignatureSlot } from './contracts';

/** Props of the list of a contract's signatures. */
export interface SignatureSlotsProps {
  slots: readonly SignatureSlot[];
  files: readonly ClientFile[];
  /** The slot the pad is open for, or null. */
  signing: number | null;
  /** 重新簽名 on a signed slot. */
  onResign: (index: number) => void;
}

/** The signatures a contract takes: the images already made, or 尚未簽名. */
export function SignatureSlots({ slots, files, signing, onResign }: SignatureSlotsProps) {
  return (
    <ul className="fenqi-signature-slots">
      {slots.map((slot, index) => {
        const file = signatureFileOf(files, slot);
        return (
          <li key={slot.category.id} className="fenqi-signature-slot" data-active={signing === index}>
            <div className="fenqi-signature-slot-head">
              <Typography.Text strong>{slot.label}簽名</Typography.Text>
              {file ? (
                <Typography.Text type="success">
                  <CheckCircleFilled /> 已簽名
                </Typography.Text>
              ) : (
                <Typography.Text type="secondary">尚未簽名</Typography.Text>
              )}
            </div>
            {file && (
              <div className="fenqi-signature-slot-body">
                <img src={file.fileUrl} alt={`${slot.label}的簽名`} className="fenqi-signature-image" />
                {signing === null && (
                  <Button size="small" onClick={() => onResign(index)}>
                    重新簽名
                  </Button>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
