import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import { ApiError } from '../api-error';
import type { Database } from '../db/schema';

/** A mail to one member. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail: every mail is recorded in `mail_outbox`; with SMTP it is also delivered. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Whether mail leaves the machine (SMTP) or only lands in the development outbox. */
  readonly delivers: boolean;
}

/** Mail settings: `SMTP_URL` (smtp[s]://user:pass@host:port) and the sender address. */
export interface MailConfig {
  smtpUrl?: string;
  mailFrom: string;
}

/**
 * The mailer: nodemailer over SMTP when `smtpUrl` is set, otherwise outbox only, so that reset
 * and verification links still work in a demo through the development outbox page.
 */
export function createMailer(db: Kysely<Database>, config: MailConfig, clock: () => Date): Mailer {
  const transport: Transporter | null = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    delivers: transport !== null,
    async send(mail) {
      const row = await db
        .insertInto('mail_outbox')
        .values({
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          created_at: clock().toISOString(),
          sent_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) return;
      try {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      } catch (error) {
        // The mail stays in the outbox unsent; the member is told to try again, not shown a 500.
        throw new ApiError(503, '503', '郵件服務暫時無法使用，請稍後再試', { cause: error });
      }
      await db
        .updateTable('mail_outbox')
        .set({ sent_at: clock().toISOString() })
        .where('id', '=', row.id)
        .execute();
    },
  };
}
