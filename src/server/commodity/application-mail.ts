import type { OutgoingMail } from '../mail/mailer';
import { groupDigits } from '../../contracts/amounts';

/** What the application-received notice tells the applicant. */
export interface ApplicationNotice {
  to: string;
  name: string;
  caseNo: string;
  productName: string;
  amount: number;
  installment: number;
  monthlyPayment: number;
  /** The one-off service fee, billed with the first period (0 or absent: none). */
  serviceFee?: number;
  /** The member centre's address, for the link to the order list. */
  publicUrl: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const money = (value: number) => `NT$ ${groupDigits(value)}`;

/** The zh-TW mail confirming that an application arrived, with its case number and terms. */
export function applicationReceivedMail(notice: ApplicationNotice): OutgoingMail {
  const ordersUrl = `${notice.publicUrl}/member/order/list`;
  const lines: [string, string][] = [
    ['案件編號', notice.caseNo],
    ['商品', notice.productName],
    ['申請金額', money(notice.amount)],
    ['分期期數', `${notice.installment} 期`],
    ['每月應繳', money(notice.monthlyPayment)],
    // The first bill is larger than the rest: say so, and why, beside 每月.
    ...(notice.serviceFee
      ? [
          [
            '首期應繳',
            `${money(notice.monthlyPayment + notice.serviceFee)}（含手續費 ${money(notice.serviceFee)}）`,
          ] as [string, string],
        ]
      : []),
  ];
  const text = [
    `${notice.name} 您好：`,
    '',
    '我們已收到您的商品分期申請，審核結果將以電子郵件及簡訊通知您。',
    '',
    ...lines.map(([label, value]) => `${label}：${value}`),
    '',
    `您可隨時至會員中心查看案件進度：${ordersUrl}`,
    '',
    '此為系統自動發送的郵件，請勿直接回覆。',
    'Fenqi 分期會員中心',
  ].join('\n');
  const rows = lines
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const html =
    `<p>${escapeHtml(notice.name)} 您好：</p>` +
    '<p>我們已收到您的商品分期申請，審核結果將以電子郵件及簡訊通知您。</p>' +
    `<table cellpadding="4">${rows}</table>` +
    `<p>您可隨時至<a href="${escapeHtml(ordersUrl)}">會員中心</a>查看案件進度。</p>` +
    '<p style="color:#888">此為系統自動發送的郵件，請勿直接回覆。<br>Fenqi 分期會員中心</p>';
  return {
    to: notice.to,
    subject: `【Fenqi 分期】已收到您的分期申請（案件編號 ${notice.caseNo}）`,
    text,
    html,
  };
}
