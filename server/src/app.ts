import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import jwt from '@fastify/jwt';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NEXT_CURSOR_HEADER } from '@replay/contract';
import type { Config } from './config';
import { isStatementTimeout, type Database } from './db/database';
import type { IdentityProvider } from './auth/firebase';
import { rateLimitKey } from './auth/guards';
import { HttpError } from './errors';
import { FsImageStore, type ImageStore } from './images/store';
import { S3ImageStore } from './images/s3-store';
import { deleteUnusedImages } from './images/unused';
import { DependencyHealth } from './health';
import { listen } from './db/notifications';
import { Redis } from 'ioredis';
import { PublicCache } from './public-cache';
import { lazyRequestLogger } from './request-logger';
import { computeSecurityHeaders, registerSecurityHeaders } from './security-headers';
import { registerRequestChecks } from './request-checks';
import { TestCardProvider } from './payments/dummy';
import type { PaymentProvider } from './payments/provider';
import { PaymentService } from './payments/service';
import { StripeProvider } from './payments/stripe';
import { validationError } from './validation';
import { routes } from './routes';
import { validateResponses } from './response-validation';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    identity: IdentityProvider;
    provider: PaymentProvider;
    payments: PaymentService;
    images: ImageStore;
    publicCache: PublicCache;
    health: DependencyHealth;
  }
}

const SERVER_FAULT = 'Something went wrong on our side; please try again';

/** Fastify's request logging without the "incoming request" line. */
class CompletedRequestsOnly extends LogController {
  override incomingRequest(): void {}
}

// The headers a JSON API needs (OWASP REST Security): no sniffing, no framing, no content
// loaded by an answer, HTTPS only, no referrer. Helmet's headers for HTML pages and old browsers
// (X-XSS-Protection, X-Download-Options, DNS prefetch, Flash policies, COOP, Origin-Agent-Cluster)
// do nothing on JSON, so they are left out.
const securityHeaders = computeSecurityHeaders({
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  // Images are shown by the front-end origins.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: { policy: 'no-referrer' },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  xContentTypeOptions: true,
  xFrameOptions: { action: 'deny' },
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

export interface AppDependencies {
  config: Config;
  db: Database;
  identity: IdentityProvider;
  /** Defaults to the provider the configuration names. */
  provider?: PaymentProvider;
  logger?: boolean;
  /** Check every answer against its endpoint's schema (the API tests). */
  validateResponses?: boolean;
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, db, identity } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    // One access line per request ("request completed", with the response time), not two.
    logController: new CompletedRequestsOnly(),
    childLoggerFactory: lazyRequestLogger,
    // A hop count trusts that many proxies nearest the API (Fastify takes it as a function in its types).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 64 * 1024,
    ajv: {
      customOptions: {
        allErrors: true,
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        multipleOfPrecision: 6,
      },
    },
    schemaErrorFormatter: (errors, dataVar) => validationError(errors, dataVar),
    // A URL the router cannot read (`/%`) is answered before any hook runs: the same shape and headers here.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode ?? 500;
      return reply
        .headers(securityHeaders)
        .status(status)
        .send({ message: status < 500 ? error.message : SERVER_FAULT });
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const provider =
    deps.provider ??
    (config.paymentProvider === 'stripe' ? new StripeProvider(config.stripeSecretKey!) : new TestCardProvider(db));
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('identity', identity);
  app.decorate('provider', provider);
  app.decorate(
    'payments',
    new PaymentService({
      db,
      provider,
      currency: config.currency,
      holdMinutes: config.holdMinutes,
      holdRenewals: config.holdRenewals,
      maxHoldsPerBuyer: config.maxHoldsPerBuyer,
      log: app.log,
    }),
  );
  const images: ImageStore = config.s3
    ? new S3ImageStore(config.s3, config.publicUrl)
    : new FsImageStore(config.dataDir, config.publicUrl);
  app.decorate('images', images);
  const publicCache = new PublicCache(config.publicCacheTtlMs);
  app.decorate('publicCache', publicCache);
  publicCache.register(app);
  if (db.kind === 'postgres' && config.databaseUrl) shareCacheClears(app, config.databaseUrl);

  // Shared by every instance: rate limits. Commands fail fast while Redis is away (the limits
  // then let requests through, see skipOnError) and ioredis reconnects on its own.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'Redis unavailable'));
  app.addHook('onClose', async () => {
    redis?.disconnect();
    if (images instanceof S3ImageStore) images.close();
  });
  app.decorate(
    'health',
    new DependencyHealth({
      database: () => db.query('SELECT 1'),
      ...(redis ? { redis: () => redis.ping() } : {}),
      images: () => images.check(),
    }),
  );

  registerSecurityHeaders(app, securityHeaders);
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    // Spec lists carry the next page's cursor in a header (their body stays an array).
    exposedHeaders: [NEXT_CURSOR_HEADER],
    maxAge: 600,
  });
  await app.register(jwt, {
    secret: config.accessTokenSecret,
    sign: { algorithm: 'HS256', expiresIn: config.accessTokenTtl },
    verify: { algorithms: ['HS256'] },
  });
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, skipOnError: true, nameSpace: 'replay-rate-limit-' } : {}),
    keyGenerator: rateLimitKey,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} seconds`),
  });

  registerRequestChecks(app);

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if ('validation' in error && error.validation) {
      const details = (error as FastifyError & { errors?: Record<string, string> }).errors;
      return reply.status(400).send({ message: error.message, ...(details ? { errors: details } : {}) });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.status(status).send({ message: error.message });
    if (isStatementTimeout(error)) {
      request.log.warn({ err: error }, 'a statement ran out of time');
      return reply.status(503).send({ message: 'This took too long; please try again' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: SERVER_FAULT });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` }),
  );

  // The API's OpenAPI document, from the routes (each registered from its endpoint entry).
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Replay Market API', version: '1.0.0' },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          accessToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'GET /jwt' },
          firebaseIdToken: { type: 'http', scheme: 'bearer', description: 'A Firebase ID token' },
        },
      },
    },
  });
  if (deps.validateResponses) validateResponses(app);
  await app.register(routes);
  // Refunds the provider refused are tried again (server/README.md, "Money guarantees").
  startJob(app, 'refund job', config.refundRetryIntervalMs, () => app.payments.retryPendingRefunds());
  startJob(app, 'unused images job', config.orphanImageIntervalMs, () =>
    deleteUnusedImages(db, images, { hours: config.orphanImageHours, log: app.log }),
  );
  return app;
}

/**
 * A job every instance runs: once when the server is ready, then every `intervalMs` (0: never).
 * Each job leases its rows to one instance (see claimRefunds, claimUnusedImages), so running it
 * on all of them is safe.
 */
function startJob(app: FastifyInstance, name: string, intervalMs: number, run: () => Promise<unknown>): void {
  if (intervalMs === 0) return;
  let timer: NodeJS.Timeout | undefined;
  const once = () => run().catch((error: unknown) => app.log.warn({ err: error }, `${name} failed`));
  app.addHook('onReady', async () => {
    void once();
    timer = setInterval(once, intervalMs).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

const CACHE_CHANNEL = 'replay_public_cache';

/**
 * Several instances on one PostgreSQL: a write on any of them clears every instance's public
 * cache. PostgreSQL's LISTEN/NOTIFY carries the message, not Redis pub/sub: it needs nothing
 * beyond the database the instances already share, works with or without REDIS_URL, and a
 * NOTIFY is sent only when the write's transaction has committed.
 */
function shareCacheClears(app: FastifyInstance, databaseUrl: string): void {
  const { publicCache, db } = app;
  publicCache.publish = async () => {
    await db.query('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, '']);
  };
  const listener = listen(databaseUrl, CACHE_CHANNEL, () => publicCache.clear(), app.log);
  app.addHook('onClose', () => listener.close());
}
