import type { FastifyInstance } from 'fastify';
import type { DevOutbox, DevOutboxMail } from '../../validation/api-replies';
import { API_ERRORS } from '../api-error';
import type { ServerContext } from '../context';
import { escapeHtml } from '../mail/mail-templates';
import { fileReply, replyRef } from '../contract/reply-schemas';

/** How many of the newest mails the outbox shows. */
const OUTBOX_LIMIT = 100;

/** Escaped text with its http(s) links made clickable (the text is escaped first, so links cannot break out). */
function linkify(text: string): string {
  return escapeHtml(text).replace(
    /https?:\/\/[^\s<>"]+/g,
    (url) => `<a href="${url}" target="_blank" rel="noopener noreferrer">${url}</a>`,
  );
}

function outboxPage(mails: readonly DevOutboxMail[]): string {
  const items = mails.map((mail) => {
    const sent = mail.sentAt ? `已寄出：${escapeHtml(mail.sentAt)}` : '未經 SMTP 寄出（僅存於郵件匣）';
    return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta"><span>收件人：${escapeHtml(mail.to)}</span> <span>建立：${escapeHtml(mail.createdAt)}</span> <span>${sent}</span></p>
<pre>${linkify(mail.text)}</pre>
</article>`;
  });
  return `<!doctype html>
<html lang="zh-Hant-TW"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>開發用郵件匣</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem;color:#222}
article{border:1px solid #ddd;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}
h2{font-size:1.1rem;margin:.3rem 0}.meta{color:#666;font-size:.9rem}.meta span{margin-right:1em}pre{white-space:pre-wrap}</style>
</head><body>
<h1>開發用郵件匣</h1>
<p>伺服器寄出的信件（最新的在最上面，最多 ${OUTBOX_LIMIT} 封）。正式環境不提供此頁。</p>
${items.length ? items.join('\n') : '<p>目前沒有信件。</p>'}
</body></html>`;
}

/**
 * The development outbox: every mail the server sent (or, without SMTP_URL, only stored), so
 * reset and verification links work in a demo. Both routes answer 404 in production.
 */
export async function devOutboxRoutes(app: FastifyInstance, { ctx }: { ctx: ServerContext }): Promise<void> {
  const newestMails = async (): Promise<DevOutbox> => {
    if (ctx.config.production) throw API_ERRORS.notFound('此頁面');
    const rows = await ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(OUTBOX_LIMIT)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      createdAt: row.created_at,
      sentAt: row.sent_at,
    }));
  };

  app.get(
    '/api/v2/dev/outbox',
    {
      config: { errors: [API_ERRORS.notFound('此頁面')] },
      schema: {
        operationId: 'listDevOutbox',
        tags: ['dev'],
        summary: '開發用郵件匣（JSON）',
        description: '最新的在前，最多 100 封；正式環境（NODE_ENV=production）回 404。',
        response: { 200: replyRef('dev-outbox') },
      },
    },
    newestMails,
  );

  app.get(
    '/dev/outbox',
    {
      schema: {
        operationId: 'viewDevOutboxPage',
        tags: ['dev'],
        summary: '開發用郵件匣（網頁）',
        description: '信件內容中的連結可直接點選；正式環境回 404。',
        response: { 200: fileReply('郵件匣網頁（HTML）', ['text/html']) },
      },
    },
    async (_request, reply) => reply.type('text/html; charset=utf-8').send(outboxPage(await newestMails())),
  );
}
