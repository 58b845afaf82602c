import type { Database } from '../db/database';
import { claimMails, failMail, settleMail, TRACEPARENT_KEY, type OutboxRow } from '../db/outbox';
import { inSpan, linksTo } from '../tracing';
import { mailDomain, type MailTransport } from './transport';

export interface OutboxWorkerOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  /** Attempts at one mail before it is kept as failed. */
  maxAttempts: number;
  /** The wait before the second attempt; doubled at each later one, at most an hour. */
  retryBaseMs: number;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** What one run of the worker did. */
export interface OutboxRun {
  sent: number;
  skipped: number;
  retrying: number;
  failed: number;
}

const MAX_DELAY_MS = 3_600_000;
const BATCH = 10;

/** The wait after a failed attempt `attempt` (1, 2, …): base, 2 × base, 4 × base…, at most an hour. */
export function retryDelay(attempt: number, baseMs: number): number {
  return Math.min(MAX_DELAY_MS, baseMs * 2 ** Math.min(attempt - 1, 30));
}

/**
 * Sends what the outbox holds. Every instance runs one: each mail is leased to one worker at a
 * time (claimMails), so each leaves once however many run; a failed attempt is tried again after a
 * growing delay, and after `maxAttempts` the mail is kept as failed with its last error. A mail
 * whose recipient turned its category off since it was queued is skipped.
 *
 * Exactly once holds unless a worker dies between the SMTP server's acceptance and the row's
 * update: its lease runs out and the mail leaves again, with the same Message-ID.
 */
export class OutboxWorker {
  private running?: Promise<OutboxRun>;
  private again = false;
  private stopped = false;

  constructor(private readonly options: OutboxWorkerOptions) {}

  /** Runs the worker now; a call while it runs makes it run once more after (a mail queued meanwhile). */
  run(): Promise<OutboxRun> {
    if (this.stopped) return Promise.resolve({ sent: 0, skipped: 0, retrying: 0, failed: 0 });
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      const total: OutboxRun = { sent: 0, skipped: 0, retrying: 0, failed: 0 };
      try {
        do {
          this.again = false;
          if (this.stopped) break;
          for (;;) {
            const claimed = await claimMails(this.options.db, BATCH);
            for (const row of claimed) total[await this.attempt(row)] += 1;
            if (claimed.length < BATCH || this.stopped) break;
          }
        } while (this.again);
      } finally {
        this.running = undefined;
      }
      if (total.sent || total.retrying || total.failed) this.options.log.info({ ...total }, 'outbox ran');
      return total;
    })();
    return this.running;
  }

  /** Runs no more; resolves once the run under way has finished the mails it claimed. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running?.catch(() => undefined);
  }

  /** One attempt, in a span linked to the request that queued the mail. */
  private attempt(row: OutboxRow): Promise<keyof OutboxRun> {
    const { [TRACEPARENT_KEY]: traceparent, ...headers } = row.headers;
    return inSpan('outbox.send', { 'replay.outbox.id': row.id }, () => this.send(row, headers), {
      links: linksTo(traceparent),
    });
  }

  private async send(row: OutboxRow, headers: Record<string, string>): Promise<keyof OutboxRun> {
    const { db, transport, from, maxAttempts, retryBaseMs, log } = this.options;
    if (!row.wanted) {
      await settleMail(db, row.id, 'skipped');
      return 'skipped';
    }
    try {
      const delivery = await transport.send({
        id: row.id,
        messageId: `<outbox-${row.id}@${mailDomain(from)}>`,
        createdAt: row.created_at,
        from,
        to: row.to_address,
        subject: row.subject,
        html: row.html,
        text: row.text,
        headers,
      });
      await settleMail(db, row.id, delivery);
      return delivery;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = row.attempts >= maxAttempts;
      await failMail(db, row.id, message, last ? undefined : retryDelay(row.attempts, retryBaseMs));
      log.warn(
        { err: error, mail: row.id, attempt: row.attempts },
        last ? 'mail failed for good' : 'mail failed; retrying',
      );
      return last ? 'failed' : 'retrying';
    }
  }
}
