import fp from 'fastify-plugin';
import { pingDatabase } from '../../db/database';

/** What GET /health reports of one dependency. */
export type DependencyState = 'ok' | 'down';

const TIMEOUT_MS = 2000;
const FRESH_MS = 1000;

function withTimeout(check: () => Promise<unknown>): Promise<DependencyState> {
  return Promise.race([
    check().then((): DependencyState => 'ok'),
    new Promise<DependencyState>((resolve) => setTimeout(() => resolve('down'), TIMEOUT_MS).unref()),
  ]).catch((): DependencyState => 'down');
}

/**
 * The state of each dependency (database, Redis, object store). Checked at most once a second,
 * and concurrent callers share one check, so a load balancer polling /health often costs the
 * dependencies nothing more.
 */
export class DependencyHealth {
  private last: { at: number; states: Promise<Record<string, DependencyState>> } | undefined;

  constructor(private readonly checks: Record<string, () => Promise<unknown>>) {}

  report(): Promise<Record<string, DependencyState>> {
    if (this.last && Date.now() - this.last.at < FRESH_MS) return this.last.states;
    const states = Promise.all(
      Object.entries(this.checks).map(async ([name, check]) => [name, await withTimeout(check)] as const),
    ).then((entries) => Object.fromEntries(entries));
    this.last = { at: Date.now(), states };
    return states;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    health: DependencyHealth;
  }
}

/** What GET /health checks: the database, Redis when configured, and the image store. */
export default fp(
  async (app) => {
    const { db, redis, images } = app;
    app.decorate(
      'health',
      new DependencyHealth({
        database: () => pingDatabase(db),
        ...(redis ? { redis: () => redis.ping() } : {}),
        images: () => images.check(),
      }),
    );
  },
  { name: 'health', dependencies: ['database', 'redis', 'object-store'] },
);
