/** @jest-environment node */
import { createServer, type AddressInfo, type Server } from 'node:net';
import { startTestServer, type TestServer } from '../../../tests/api/test-server';
import { passwordResetMail } from './mail-templates';

/** One message as the fake SMTP server received it. */
interface ReceivedMessage {
  from: string;
  to: string[];
  data: string;
}

/**
 * A tiny SMTP server: greets 220, answers EHLO/MAIL/RCPT/RSET 250, DATA 354 and, after the
 * lone dot, 250; QUIT 221. `rejectRecipients` answers RCPT with 550 instead.
 */
async function startFakeSmtp(options: { rejectRecipients?: boolean } = {}) {
  const messages: ReceivedMessage[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: ReceivedMessage = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(current);
            current = { from: '', to: [], data: '' };
            reply('250 2.0.0 queued');
          } else {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250-fake.smtp\r\n250 8BITMIME');
        else if (command === 'MAIL') {
          current.from = /<(.*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (command === 'RCPT') {
          if (options.rejectRecipients) reply('550 5.1.1 no such user');
          else {
            current.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
            reply('250 2.1.5 ok');
          }
        } else if (command === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (command === 'RSET' || command === 'NOOP') reply('250 ok');
        else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const outboxRows = (server: TestServer) =>
  server.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

describe('mailer over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    server = await startTestServer({ smtpUrl: smtp.url, mailFrom: 'Fenqi 分期 <no-reply@fenqi.tw>' });
  });
  afterAll(async () => {
    await server.stop();
    await smtp.close();
  });

  it('delivers the mail over SMTP and marks it sent in the outbox', async () => {
    expect(server.ctx.mailer.delivers).toBe(true);
    const mail = passwordResetMail({
      to: 'ming@example.com',
      name: '王小明',
      link: 'https://app.fenqi.test/member/forgot-pwd?token=abc123',
    });
    await server.ctx.mailer.send(mail);
    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message.from).toBe('no-reply@fenqi.tw');
    expect(message.to).toEqual(['ming@example.com']);
    expect(message.data).toMatch(/^To: ming@example\.com\r$/m);
    expect(message.data).toMatch(/^Subject: =\?UTF-8\?/m); // the zh-TW subject, MIME-encoded
    expect(message.data).toContain('multipart/alternative'); // text and HTML parts
    const [row] = await outboxRows(server);
    expect(row).toMatchObject({
      to_address: 'ming@example.com',
      subject: mail.subject,
      sent_at: expect.any(String),
    });
    expect(row.sent_at).toBe(server.clock.now().toISOString());
  });
});

describe('mailer when SMTP refuses the mail', () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startFakeSmtp({ rejectRecipients: true });
    server = await startTestServer({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await server.stop();
    await smtp.close();
  });

  it('fails the send with a 503 the member can act on and leaves the outbox row unsent', async () => {
    const mail = { to: 'nobody@example.com', subject: 'x', text: 'x', html: '<p>x</p>' };
    await expect(server.ctx.mailer.send(mail)).rejects.toMatchObject({
      statusCode: 503,
      message: '郵件服務暫時無法使用，請稍後再試',
    });
    const [row] = await outboxRows(server);
    expect(row).toMatchObject({ to_address: 'nobody@example.com', sent_at: null });
  });
});

describe('mailer without SMTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('only records the mail in the outbox (for the development outbox page)', async () => {
    expect(server.ctx.mailer.delivers).toBe(false);
    await server.ctx.mailer.send({ to: 'a@example.com', subject: '主旨', text: '內容', html: '<p>內容</p>' });
    const [row] = await outboxRows(server);
    expect(row).toMatchObject({
      to_address: 'a@example.com',
      subject: '主旨',
      text_body: '內容',
      sent_at: null,
    });
  });
});
