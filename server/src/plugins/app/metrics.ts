import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import type { RoutePattern } from '@replay/contract';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/database';
import { countQueues } from '../../db/outbox';

/** The real-user speed figures POST /rum takes (see src/routes/rum.ts). */
export type VitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB';

/**
 * The Prometheus metrics of one instance: Node's defaults, each request's duration by route and
 * status, the domain's counters, gauges read from the database when scraped, and the real-user
 * speed histograms. docs/operations.md says what each means and the alert worth setting on it.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an API request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly bookingsCreated = new Counter({
    name: 'replay_bookings_created_total',
    help: 'Bookings made',
    registers: [this.registry],
  });
  readonly paymentsRecorded = new Counter({
    name: 'replay_payments_recorded_total',
    help: 'Payments recorded (each sale once, however many calls or webhooks tell of it)',
    registers: [this.registry],
  });
  readonly paymentConflicts = new Counter({
    name: 'replay_payment_conflicts_total',
    help: 'Payments that could not buy their product (cancelled, reserved, repriced or sold to another) and were refunded',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly rateLimited = new Counter({
    name: 'replay_rate_limited_total',
    help: 'Requests refused with 429 by a rate limit, by route pattern',
    labelNames: ['route'] as const,
    registers: [this.registry],
  });
  readonly publicCacheHits = new Counter({
    name: 'replay_public_cache_hits_total',
    help: 'Public list answers served from the public cache (x-cache: HIT), by list',
    labelNames: ['list'] as const,
    registers: [this.registry],
  });
  readonly publicCacheMisses = new Counter({
    name: 'replay_public_cache_misses_total',
    help: 'Public list answers loaded from the database (x-cache: MISS), by list',
    labelNames: ['list'] as const,
    registers: [this.registry],
  });
  readonly reconciliationDifferences = new Gauge({
    name: 'replay_ledger_reconciliation_differences',
    help: 'What the last reconciliation of the ledger found disagreeing (0 when the ledger, payments, refunds, payouts and the provider agree)',
    registers: [this.registry],
  });
  readonly remoteSessions = new Counter({
    name: 'replay_remote_sessions_total',
    help: "Browser tabs that loaded a remote, by remote and version (a version the registry does not serve is 'other')",
    labelNames: ['remote', 'version'] as const,
    registers: [this.registry],
  });
  readonly remoteFailures = new Counter({
    name: 'replay_remote_failures_total',
    help: "A remote's failed loads (its entry or a chunk: kind load) and errors its error boundary caught (kind error), by remote and version",
    labelNames: ['remote', 'version', 'kind'] as const,
    registers: [this.registry],
  });
  readonly remoteLcp = new Histogram({
    name: 'replay_remote_lcp_seconds',
    help: 'Largest Contentful Paint of real visits, by the remote that drew the page and its version',
    labelNames: ['remote', 'version'] as const,
    buckets: [0.1, 0.2, 0.5, 0.8, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
    registers: [this.registry],
  });
  readonly remoteInp = new Histogram({
    name: 'replay_remote_inp_seconds',
    help: 'Interaction to Next Paint of real visits, by the remote that drew the page and its version',
    labelNames: ['remote', 'version'] as const,
    buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 2, 5],
    registers: [this.registry],
  });
  /** The metrics listener's port once it listens (METRICS_PORT=0 picks a free one: tests). */
  port: number | undefined;
  private readonly vitals: Record<VitalName, Histogram<'route'>>;

  constructor(sources: {
    db: Database;
    /** Open live streams (GET /events) on this instance. */
    liveStreams: () => number;
  }) {
    const { db } = sources;
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'replay_db_pool_waiting',
      help: 'Queries waiting for a free PostgreSQL connection of this instance (0 on PGlite)',
      registers: [this.registry],
      collect() {
        this.set(db.waiting());
      },
    });
    new Gauge({
      name: 'replay_live_streams_connected',
      help: 'Live streams (Server-Sent Events, GET /events) open on this instance',
      registers: [this.registry],
      collect() {
        this.set(sources.liveStreams());
      },
    });
    // Shared figures, read from the database at each scrape (every instance reports the same value).
    const queued = { refunds: 0, pending: 0, failed: 0 };
    const readQueues = async () => {
      try {
        Object.assign(queued, await countQueues(db));
      } catch {
        // The database is away: the last values stay, and /health and the request metrics tell why.
      }
    };
    let reading: Promise<void> | undefined;
    const read = () => (reading ??= readQueues().finally(() => (reading = undefined)));
    new Gauge({
      name: 'replay_refunds_pending',
      help: 'Refunds the payment provider has not accepted yet (retried by the refund job)',
      registers: [this.registry],
      async collect() {
        await read();
        this.set(queued.refunds);
      },
    });
    new Gauge({
      name: 'replay_outbox_pending',
      help: 'Mails queued and not sent yet',
      registers: [this.registry],
      async collect() {
        await read();
        this.set(queued.pending);
      },
    });
    new Gauge({
      name: 'replay_outbox_failed',
      help: 'Mails given up after their last attempt',
      registers: [this.registry],
      async collect() {
        await read();
        this.set(queued.failed);
      },
    });
    const vital = (name: string, help: string, buckets: number[]) =>
      new Histogram({ name, help, labelNames: ['route'] as const, buckets, registers: [this.registry] });
    const seconds = [0.1, 0.2, 0.5, 0.8, 1, 1.5, 2, 2.5, 3, 4, 6, 10];
    this.vitals = {
      LCP: vital('replay_rum_lcp_seconds', 'Largest Contentful Paint of real visits, by page route', seconds),
      INP: vital(
        'replay_rum_inp_seconds',
        'Interaction to Next Paint of real visits, by page route',
        [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 2, 5],
      ),
      CLS: vital(
        'replay_rum_cls',
        'Cumulative Layout Shift of real visits, by page route',
        [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
      ),
      TTFB: vital('replay_rum_ttfb_seconds', 'Time to First Byte of real visits, by page route', seconds),
    };
  }

  /**
   * One real-user figure: seconds for LCP, INP and TTFB (the browser reports milliseconds), unitless
   * CLS. The route is one of the site's declared patterns, which keeps the label's series bounded.
   */
  observeVital(name: VitalName, value: number, route: RoutePattern): void {
    this.vitals[name].observe({ route }, name === 'CLS' ? value : value / 1000);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/**
 * `app.metrics`, and when METRICS_PORT is set, a listener of its own serving them as Prometheus
 * text (any path), never on the public port: the figures are for the operators' scraper, and a
 * separate port is what a network policy or a firewall can keep to them. Without METRICS_PORT the
 * per-request histogram is not measured at all.
 */
export default fp(
  async (app) => {
    const metrics = new Metrics({
      db: app.db,
      liveStreams: () => (app.hasDecorator('liveEvents') ? app.liveEvents.size : 0),
    });
    app.decorate('metrics', metrics);
    const { metricsPort, metricsHost } = app.config;

    // Refusals are counted where they are made (plugins/external/rate-limit.ts, src/rate-limits.ts):
    // no hook on every request for them.
    if (metricsPort === undefined) return;

    app.addHook('onResponse', async (request, reply) => {
      metrics.httpDuration.observe(
        { method: request.method, route: request.routeOptions.url ?? 'unknown', status: reply.statusCode },
        reply.elapsedTime / 1000,
      );
    });
    let server: Server | undefined;
    app.addHook('onReady', async () => {
      server = createServer((_request, response) => {
        metrics.registry.metrics().then(
          (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
          (error: unknown) => {
            app.log.warn({ err: error }, 'could not collect the metrics');
            response.writeHead(500).end();
          },
        );
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject).listen(metricsPort, metricsHost, () => resolve());
      });
      metrics.port = (server.address() as AddressInfo).port;
      app.log.info({ port: metrics.port }, 'metrics listening');
    });
    app.addHook('onClose', async () => {
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
