import type { CaseView } from '../../api/v2/types/common';

/** How a status reads at a glance: the tag colour of antd and whether the member has to act. */
export type StatusTone = 'processing' | 'warning' | 'action' | 'success' | 'done' | 'error';

/** A case status in a member's words: the short label and a sentence on where things stand. */
export interface StatusWords {
  tone: StatusTone;
  sentence: string;
}

/*
 * The server sends a short zh-TW label (statusLabel); spec §4 leaves the status values to the
 * server, so an unknown one falls back to that label. The sentences say what happens next.
 */
const WORDS: Record<string, (item: CaseView) => StatusWords> = {
  submitted: () => ({ tone: 'processing', sentence: '我們已收到您的申請，將依序為您審核。' }),
  reviewing: () => ({ tone: 'processing', sentence: '申請審核中，結果將以簡訊及電子郵件通知您。' }),
  supplement: () => ({ tone: 'warning', sentence: '審核需要您補充資料，請依說明上傳補件。' }),
  approved: () => ({ tone: 'action', sentence: '恭喜！申請已核准，請完成線上對保。' }),
  // The contract and the promissory note are signed at 對保 (spec §1, §3): nothing is left to sign.
  id_verified: () => ({
    tone: 'processing',
    sentence: '對保已完成，契約已簽署。我們核對對保資料後契約即生效，並通知您繳款方式。',
  }),
  signed: () => ({ tone: 'processing', sentence: '契約已簽署，請依繳款期限按期繳款。' }),
  repaying: (item) => ({
    tone: 'processing',
    sentence: `繳款中：已繳 ${item.appPayPeriods} 期，共 ${item.appPeriods} 期。`,
  }),
  completed: () => ({ tone: 'success', sentence: '全部期數已繳清，感謝您的支持。' }),
  rejected: () => ({ tone: 'error', sentence: '很抱歉，本次申請未通過審核。' }),
  cancelled: () => ({ tone: 'done', sentence: '此申請已取消。' }),
};

/** Where a case stands, in words a member understands. */
export function statusWordsOf(item: CaseView): StatusWords {
  return WORDS[item.status]?.(item) ?? { tone: 'processing', sentence: `目前狀態：${item.statusLabel}` };
}

/** The antd Tag colour of each tone. */
export const TONE_COLORS: Record<StatusTone, string> = {
  processing: 'processing',
  warning: 'warning',
  action: 'orange',
  success: 'success',
  done: 'default',
  error: 'error',
};
