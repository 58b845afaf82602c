import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type Engine, type TestContext } from './harness';

/** A mail as the test SMTP server received it, parsed. */
export interface ReceivedMail {
  to: string;
  subject: string;
  messageId: string;
  html: string;
  text: string;
  headers: ParsedMail['headers'];
  /** The `List-Unsubscribe` header's value as written (unfolded), when the mail has one. */
  listUnsubscribe?: string;
  listUnsubscribePost?: string;
}

/**
 * A real SMTP server on loopback (smtp-server from npm), which keeps what it receives parsed by
 * mailparser. `rejectNext` answers that many messages with a temporary failure (451), as a busy
 * server does, before it accepts again.
 */
export class TestSmtpServer {
  readonly mails: ReceivedMail[] = [];
  /** Messages refused so far. */
  rejected = 0;
  rejectNext = 0;
  private readonly server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.rejectNext > 0) {
            this.rejectNext -= 1;
            this.rejected += 1;
            const error = new Error('Mailbox busy, try again later') as Error & { responseCode: number };
            error.responseCode = 451;
            callback(error);
            return;
          }
          simpleParser(Buffer.concat(chunks))
            .then((parsed) => {
              // As written (unfolded): mailparser reads List-* headers into an object of its own.
              const header = (name: string) =>
                parsed.headerLines
                  .find((line) => line.key === name)
                  ?.line.replace(/^[^:]*:/, '')
                  .replace(/\r?\n[ \t]+/g, ' ')
                  .trim();
              const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
              this.mails.push({
                to: to?.value[0]?.address ?? '',
                subject: parsed.subject ?? '',
                messageId: parsed.messageId ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                text: parsed.text ?? '',
                headers: parsed.headers,
                listUnsubscribe: header('list-unsubscribe'),
                listUnsubscribePost: header('list-unsubscribe-post'),
              });
              callback();
            })
            .catch(callback);
        });
      },
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return `smtp://127.0.0.1:${this.port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The mails sent to `to` (and with `subject`, when given). */
  to(to: string, subject?: string): ReceivedMail[] {
    return this.mails.filter((mail) => mail.to === to && (subject === undefined || mail.subject === subject));
  }

  /** Waits until `count` mails to `to` have arrived, then a little longer, so a duplicate would show. */
  async waitFor(to: string, count: number, { timeoutMs = 10_000, settleMs = 300 } = {}): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.to(to).length < count) {
      if (Date.now() > deadline) {
        throw new Error(
          `expected ${count} mails to ${to}, got ${this.to(to).length}: ${JSON.stringify(this.to(to).map((m) => m.subject))}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    return this.to(to);
  }
}

/**
 * The configuration of an API that mails through the test server (`transport`, its URL): quick
 * retries and polls, the site's links at http://site.test, the refund and deletion jobs off.
 */
export const mailingEnv = (transport: string): Record<string, string> => ({
  MAIL_TRANSPORT: transport,
  MAIL_RETRY_BASE_MS: '100',
  MAIL_POLL_INTERVAL_MS: '200',
  PUBLIC_SITE_URL: 'http://site.test',
  REFUND_RETRY_INTERVAL_MS: '0',
  ACCOUNT_DELETION_INTERVAL_MS: '0',
});

/**
 * An app (createTestApp) that mails through a test SMTP server of its own, configured by `env` for
 * the server's URL; closing the app stops the server too.
 */
export async function openMailingApp(
  engine: Engine,
  env: (transport: string) => Record<string, string> = mailingEnv,
): Promise<{ smtp: TestSmtpServer; ctx: TestContext }> {
  const smtp = new TestSmtpServer();
  const ctx = await createTestApp(engine, { env: env(await smtp.start()) });
  const closeApp = ctx.close.bind(ctx);
  ctx.close = async () => {
    await closeApp();
    await smtp.stop();
  };
  return { smtp, ctx };
}

/** The link of a mail's button (`…/auth/action?mode=…&oobCode=…`), and its mode and code. */
export function actionOf(mail: ReceivedMail): { url: URL; mode: string; oobCode: string } {
  const href = /href="([^"]*\/auth\/action\?[^"]*)"/.exec(mail.html)?.[1]?.replaceAll('&amp;', '&');
  if (!href) throw new Error(`no action link in "${mail.subject}"`);
  const url = new URL(href);
  return { url, mode: url.searchParams.get('mode') ?? '', oobCode: url.searchParams.get('oobCode') ?? '' };
}
