import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailTransportConfig } from '../config';

/** One mail as it leaves: the outbox row rendered, with its stable Message-ID. */
export interface OutgoingMail {
  /** The outbox row's id: names the `.eml` file of the `log` transport. */
  id: string;
  /** `<outbox-<row id>@<domain of From>>`: the same at every attempt, so a receiver can drop a copy. */
  messageId: string;
  createdAt: Date;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** What became of a mail: handed to the SMTP server or written (`sent`), or dropped on purpose (`skipped`). */
export type Delivery = 'sent' | 'skipped';

/** Where mail goes (MAIL_TRANSPORT). `send` rejects when the mail did not leave, so the outbox tries again. */
export interface MailTransport {
  readonly kind: MailTransportConfig['kind'];
  /** Where mails go, for the start-up log (an SMTP URL without its password, or the folder). */
  readonly destination: string;
  send(mail: OutgoingMail): Promise<Delivery>;
  close(): void;
}

/** A failure of the mail transport, naming where it tried to send; keeps its cause. */
export class MailTransportError extends Error {
  constructor(destination: string, cause: unknown) {
    super(`could not send mail to ${destination}: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'MailTransportError';
  }
}

/** The domain of a From address (`Replay Market <no-reply@replay.test>` → `replay.test`). */
export function mailDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

const compact = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/** A message as nodemailer takes it. */
function message(mail: OutgoingMail) {
  return {
    messageId: mail.messageId,
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    headers: mail.headers,
    date: mail.createdAt,
  };
}

/** An SMTP URL fit for a log: its password hidden. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the SMTP server';
  }
}

/**
 * The transport MAIL_TRANSPORT names. `smtp`: nodemailer's pooled SMTP client, with timeouts well
 * under the outbox's lease. `log`: each mail composed by nodemailer exactly as it would be sent and
 * written as `DATA_DIR/mail/<queued at>-<row id>.eml` (the same file again at a retry), which any
 * mail program opens. `none`: mails are dropped (kept in the outbox as skipped).
 */
export function createMailTransport(config: MailTransportConfig): MailTransport {
  if (config.kind === 'none') {
    return { kind: 'none', destination: 'nowhere (MAIL_TRANSPORT=none)', send: async () => 'skipped', close() {} };
  }
  if (config.kind === 'log') {
    const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    return {
      kind: 'log',
      destination: config.dir,
      async send(mail) {
        try {
          const info = await composer.sendMail(message(mail));
          await mkdir(config.dir, { recursive: true });
          await writeFile(path.join(config.dir, `${compact(mail.createdAt)}-${mail.id}.eml`), info.message as Buffer);
        } catch (error) {
          throw new MailTransportError(config.dir, error);
        }
        return 'sent';
      },
      close: () => composer.close(),
    };
  }
  const destination = redact(config.url);
  const smtp = nodemailer.createTransport({
    url: config.url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    destination,
    async send(mail) {
      try {
        await smtp.sendMail(message(mail));
      } catch (error) {
        throw new MailTransportError(destination, error);
      }
      return 'sent';
    },
    close: () => smtp.close(),
  };
}
