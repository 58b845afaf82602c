import fp from 'fastify-plugin';
import { ReleaseService } from '../../releases/service';
import { startJob } from './jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** The release registry and the canary job (src/releases/service.ts). */
    releases: ReleaseService;
    /** One run of the canary job (every CANARY_CHECK_SECONDS; tests run it after moving the clock). */
    runCanaryJob: () => Promise<void>;
  }
}

/**
 * The release registry on the app's clock, and the canary job every instance runs: each rollback
 * or promotion is one conditional statement, so one instance makes it.
 */
export default fp(
  async (app, options: { fetch: typeof globalThis.fetch }) => {
    const { config } = app;
    const releases = new ReleaseService({
      db: app.db,
      clock: app.clock,
      fetch: options.fetch,
      settings: { ...config.releases, shellUrl: config.publicSiteUrl },
      siteUrl: config.publicSiteUrl,
    });
    app.decorate('releases', releases);
    app.decorate('runCanaryJob', () => releases.runCanaryJob());
    startJob(app, 'canary job', config.releases.checkMs, () => releases.runCanaryJob());
  },
  { name: 'releases', dependencies: ['database', 'outbox'] },
);
