import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { finishAccountDeletions } from '../../accounts/deletion';
import { deleteUnusedImages } from '../../images/unused';
import { jobSpan } from '../../tracing';

/**
 * A job every instance runs: once when the server is ready, then every `intervalMs` (0: never).
 * Each job leases its rows to one instance (see claimRefunds, claimUnusedImages), so running it on
 * all of them is safe. It stops when the server closes: no new run starts, and the close waits for
 * the run under way (whose rows are leased to it) to finish, so nothing it claimed waits out a lease.
 */
export function startJob(app: FastifyInstance, name: string, intervalMs: number, run: () => Promise<unknown>): void {
  if (intervalMs === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const once = () => {
    if (stopped || running) return;
    running = jobSpan(name, run)
      .catch((error: unknown) => app.log.warn({ err: error }, `${name} failed`))
      .finally(() => (running = undefined));
  };
  app.addHook('onReady', async () => {
    once();
    timer = setInterval(once, intervalMs).unref();
  });
  app.addHook('preClose', async () => {
    stopped = true;
    clearInterval(timer);
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  });
}

/**
 * The background jobs: refunds the provider refused are tried again; uploads nothing uses are
 * deleted; what a deleted account left to do (sign-in account, images, mail) is finished.
 */
export default fp(
  async (app) => {
    const { config, db, images, payments } = app;
    startJob(app, 'refund job', config.refundRetryIntervalMs, () => payments.retryPendingRefunds());
    startJob(app, 'unused images job', config.orphanImageIntervalMs, () =>
      deleteUnusedImages(db, images, { hours: config.orphanImageHours, log: app.log }),
    );
    startJob(app, 'account deletions job', config.accountDeletionIntervalMs, () => finishAccountDeletions(app));
  },
  { name: 'jobs', dependencies: ['database', 'object-store', 'payments', 'outbox'] },
);
