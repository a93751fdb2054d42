import type { OutgoingMail } from '../mail/mailer';
import { escapeHtml } from '../mail/mail-templates';

/** What the 對保 confirmation tells the applicant. */
export interface IdVerifiedNotice {
  to: string;
  name: string;
  caseId: number;
  caseNo: string;
  productName: string;
  /** The member centre's address, for the link to the case. */
  publicUrl: string;
}

/** What follows 對保 for the member: nothing more to sign; the company checks, then billing starts. */
export const AFTER_ID_VERIFY =
  '您已於對保時簽署分期付款契約及本票，無須再簽署其他文件。我們將核對您的對保資料與簽名，核對完成後契約即生效，並以電子郵件通知您繳款方式。';

/**
 * The zh-TW mail the 對保 finish page promises ("確認通知已寄至 …"): the case it was for, that
 * nothing is left to sign, and where to follow the case.
 */
export function idVerifiedMail(notice: IdVerifiedNotice): OutgoingMail {
  const caseUrl = `${notice.publicUrl}/member/order/list?caseId=${notice.caseId}`;
  const greeting = `${notice.name || '會員'} 您好：`;
  const intro = `您的案件 ${notice.caseNo}（${notice.productName}）已完成線上對保，對保資料與簽名已送出。`;
  const text = [
    greeting,
    '',
    intro,
    '',
    AFTER_ID_VERIFY,
    '',
    `案件進度請至會員中心查看：${caseUrl}`,
    '',
    '此為系統自動發送的郵件，請勿直接回覆。',
    'Fenqi 分期會員中心',
  ].join('\n');
  const html =
    `<p>${escapeHtml(greeting)}</p>` +
    `<p>${escapeHtml(intro)}</p>` +
    `<p>${escapeHtml(AFTER_ID_VERIFY)}</p>` +
    `<p>案件進度請至<a href="${escapeHtml(caseUrl)}">會員中心</a>查看。</p>` +
    '<p style="color:#888">此為系統自動發送的郵件，請勿直接回覆。<br>Fenqi 分期會員中心</p>';
  return {
    to: notice.to,
    subject: `【Fenqi 分期】對保完成通知（案件編號 ${notice.caseNo}）`,
    text,
    html,
  };
}
