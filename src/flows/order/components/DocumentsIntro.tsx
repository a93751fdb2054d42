import { Alert } from 'antd';
import type { FlowPartProps } from '../../../step-flow/FlowStepPage';

/** The extra card each member class uploads (spec §3 Older-flow upload document types). */
const CLASS_CARDS: Partial<Record<number, string>> = {
  2: '學生證',
  3: '軍人證',
  4: '警消人員服務證',
  5: '醫事人員證',
};

/** The document step's lead: which documents this member needs before the order can be sent. */
export function DocumentsIntro({ run }: FlowPartProps) {
  const card = CLASS_CARDS[Number(run.forms.applicant?.memClass)];
  const needed = `身分證正反面、手持身分證自拍照${card ? `，以及${card}正反面` : ''}`;
  return (
    <Alert
      type="info"
      showIcon
      title="送出訂單前，請先上傳證件"
      description={`請上傳${needed}，以便我們盡快為您審核。照片請四角完整、文字清楚，不可反光或遮擋。`}
    />
  );
}
