import fp from 'fastify-plugin';
import { pruneMailCaps } from '../../db/mail-caps';
import { OUTBOX_CHANNEL } from '../../db/outbox';
import { OutboxWorker } from '../../mail/outbox-worker';
import { createMailTransport, type MailTransport } from '../../mail/transport';
import { Notifier } from '../../notifications/notifier';
import { jobSpan } from '../../tracing';
import { startJob } from './jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells users what happened, inside the transaction of the change (src/notifications/notifier.ts). */
    notifier: Notifier;
    /** Sends the outbox's mails (src/mail/outbox-worker.ts). */
    outbox: OutboxWorker;
    mailTransport: MailTransport;
  }
}

/**
 * The outbox: the notifier that queues notifications and mails with the change that causes them,
 * and the worker every instance runs to send them, once when the server is ready, every
 * MAIL_POLL_INTERVAL_MS for retries, and at once when any instance queues a mail (PostgreSQL's
 * NOTIFY from the queuing transaction, PGlite's in this process). Mails are leased to one worker.
 */
export default fp<{ transport?: MailTransport }>(
  async (app, options) => {
    const { config, db } = app;
    app.decorate(
      'notifier',
      new Notifier({
        siteUrl: config.publicSiteUrl,
        apiUrl: config.publicUrl,
        unsubscribeSecret: config.unsubscribeSecret,
        memberMailsPerHour: config.rateLimits.memberMails,
      }),
    );
    const transport = options.transport ?? createMailTransport(config.mail.transport);
    app.decorate('mailTransport', transport);
    const worker = new OutboxWorker({
      db,
      transport,
      from: config.mail.from,
      maxAttempts: config.mail.maxAttempts,
      retryBaseMs: config.mail.retryBaseMs,
      log: app.log,
    });
    app.decorate('outbox', worker);

    startJob(app, 'outbox', config.mail.pollIntervalMs, () => worker.run());
    startJob(app, 'mail caps pruning', 3_600_000, () => pruneMailCaps(db));
    let ready = false;
    const listener = db.listen(
      OUTBOX_CHANNEL,
      () => {
        if (ready)
          jobSpan('outbox', () => worker.run()).catch((error: unknown) =>
            app.log.warn({ err: error }, 'outbox failed'),
          );
      },
      app.log,
    );
    app.addHook('onReady', async () => {
      ready = true;
    });
    app.addHook('onClose', async () => {
      await listener.close();
      // A run under way finishes its mail: its lease would otherwise hold the row for two minutes.
      await worker.stop();
      transport.close();
    });
  },
  { name: 'outbox', dependencies: ['database'] },
);
