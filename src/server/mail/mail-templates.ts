import type { OutgoingMail } from './mailer';

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** What every account mail is built from: the addressee and the one link it carries. */
export interface LinkMailInput {
  to: string;
  /** The member's name; mails greet "會員" when it is unknown. */
  name: string | null;
  link: string;
}

interface LinkMailText {
  subject: string;
  intro: string;
  button: string;
  outro: string;
}

const SIGNATURE = 'Fenqi 分期會員中心 敬上';
const IGNORE_NOTE = '若您沒有提出此申請，請忽略本信，您的帳號不會有任何變更。';

/** A zh-TW mail with the link twice: as text (for plain-text readers) and as a button in simple HTML. */
function linkMail(input: LinkMailInput, text: LinkMailText): OutgoingMail {
  const greeting = `${input.name || '會員'} 您好：`;
  const plain = [greeting, '', text.intro, '', input.link, '', text.outro, IGNORE_NOTE, '', SIGNATURE].join(
    '\n',
  );
  const link = escapeHtml(input.link);
  const html = [
    '<!doctype html>',
    '<html lang="zh-Hant-TW"><head><meta charset="utf-8"></head>',
    '<body style="font-family:sans-serif;line-height:1.6;color:#222">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(text.intro)}</p>`,
    `<p><a href="${link}" style="display:inline-block;padding:8px 16px;background:#1677ff;color:#fff;` +
      `text-decoration:none;border-radius:4px">${escapeHtml(text.button)}</a></p>`,
    `<p>若按鈕無法使用，請複製以下網址到瀏覽器開啟：<br>${link}</p>`,
    `<p>${escapeHtml(text.outro)}<br>${escapeHtml(IGNORE_NOTE)}</p>`,
    `<p>${escapeHtml(SIGNATURE)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: input.to, subject: text.subject, text: plain, html };
}

/** The forgot-password mail: a one-use link to set a new password, valid 24 hours. */
export function passwordResetMail(input: LinkMailInput): OutgoingMail {
  return linkMail(input, {
    subject: '【Fenqi 分期】重設密碼通知',
    intro: '我們收到您重設會員密碼的申請，請點選以下連結設定新密碼：',
    button: '重設密碼',
    outro: '此連結只能使用一次，並於 24 小時後失效。',
  });
}

/** The email-verification mail: a link that confirms the member owns this address, valid 24 hours. */
export function emailVerificationMail(input: LinkMailInput): OutgoingMail {
  return linkMail(input, {
    subject: '【Fenqi 分期】電子信箱驗證',
    intro: '請點選以下連結，完成會員電子信箱驗證：',
    button: '驗證電子信箱',
    outro: '此連結於 24 小時後失效。',
  });
}
