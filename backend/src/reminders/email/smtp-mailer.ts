// R50: the reminders' outgoing mail, with nodemailer over SMTP (`SMTP_URL`). What the job needs to
// know of a send is one of three answers: the server accepted the message (its Message-ID and
// answer), refused it (its answer: '550 5.1.1 user unknown'), or could not be reached before the
// transaction began (refused connection, timeout, TLS or login failure): nothing was sent, so the
// reminder is not failed and the job tries again later.
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { ReminderEmail, ReminderEmailOutcome } from '@gym/domain';
import { onFirstUse } from '../../shared/on-first-use.js';

export interface MailToSend extends ReminderEmail {
  readonly to: string;
}

export interface ReminderMailer {
  /** null when the server answers and takes our login; else why it cannot be used now. */
  reachable(): Promise<string | null>;
  send(mail: MailToSend): Promise<ReminderEmailOutcome>;
  close(): void;
}

/** The SMTP commands before the transaction (MAIL FROM): an error there sent nothing. */
const BEFORE_TRANSACTION = /^(CONN|EHLO|HELO|LHLO|STARTTLS|AUTH)/i;

interface SmtpError {
  readonly code?: string;
  readonly command?: string;
  readonly response?: string;
  readonly responseCode?: number;
  readonly message?: string;
}

function asSmtpError(error: unknown): SmtpError {
  return typeof error === 'object' && error !== null ? error : { message: String(error) };
}

/** How an error is told: the server's answer when there is one, else nodemailer's code and message. */
function describe(error: SmtpError): string {
  if (error.response) return error.response;
  return [error.code, error.message].filter(Boolean).join(' ') || 'SMTP error';
}

/** Whether nothing reached the server's transaction: the reminder may be sent later. */
export function beforeTransaction(error: unknown): boolean {
  const found = asSmtpError(error);
  if (found.command === undefined || found.command === '') return found.responseCode === undefined;
  return BEFORE_TRANSACTION.test(found.command);
}

export function smtpMailer(url: string, from: string): ReminderMailer {
  // A mail server that does not answer is not waited for long: the job tries again in 15 minutes.
  let created: Transporter<SMTPTransport.SentMessageInfo> | undefined;
  const transport = onFirstUse(async () => {
    const { default: nodemailer } = await import('nodemailer');
    created = nodemailer.createTransport(
      { url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 },
      { from },
    );
    return created;
  });
  return {
    async reachable() {
      try {
        await (await transport()).verify();
        return null;
      } catch (error) {
        return describe(asSmtpError(error));
      }
    },
    async send({ to, subject, text }) {
      try {
        const info = await (await transport()).sendMail({ to, subject, text });
        return { kind: 'sent', messageId: info.messageId, response: info.response };
      } catch (error) {
        const found = asSmtpError(error);
        if (beforeTransaction(found)) return { kind: 'deferred', reason: describe(found) };
        return { kind: 'failed', response: describe(found) };
      }
    },
    close() {
      created?.close();
    },
  };
}
