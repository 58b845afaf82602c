import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { IdentityProvider } from './auth/firebase';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import type { PaymentProvider } from './payments/provider';
import { lazyRequestLogger } from './request-logger';
import { routes } from './routes';
import { tracedDatabase, tracedMethods, traceRedis } from './tracing';
import { validationError } from './validation';
import cors from './plugins/external/cors';
import database from './plugins/external/database';
import objectStore from './plugins/external/object-store';
import rateLimit from './plugins/external/rate-limit';
import redis from './plugins/external/redis';
import securityHeaders, { API_SECURITY_HEADERS } from './plugins/external/security-headers';
import auth from './plugins/app/auth';
import errors, { SERVER_FAULT } from './plugins/app/errors';
import health from './plugins/app/health';
import jobs from './plugins/app/jobs';
import liveEvents from './plugins/app/live-events';
import metrics from './plugins/app/metrics';
import money from './plugins/app/money';
import moderation from './plugins/app/moderation';
import offers from './plugins/app/offers';
import releases from './plugins/app/releases';
import openapi from './plugins/app/openapi';
import outbox from './plugins/app/outbox';
import payments from './plugins/app/payments';
import publicCache from './plugins/app/public-cache';
import requestChecks from './plugins/app/request-checks';
import responseValidation from './plugins/app/response-validation';
import tracingPlugin from './plugins/app/tracing';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** How outside images are fetched (see AppDependencies). */
    photoFetch: typeof fetch;
  }
}

export interface AppDependencies {
  config: Config;
  db: Database;
  identity: IdentityProvider;
  /** Defaults to the provider the configuration names. */
  provider?: PaymentProvider;
  logger?: boolean;
  /** Check every answer against its endpoint's schema (the API tests). */
  validateResponses?: boolean;
  /** How outside images are fetched (a Google account's photo, copied at sign-up); default: fetch. */
  photoFetch?: typeof fetch;
  /** The clock of the time-based rules; default: the system's (tests move a TestClock). */
  clock?: Clock;
  /** How the remotes' and the shell's manifests are read at deploy time; default: fetch. */
  releaseFetch?: typeof fetch;
}

/** Fastify's request logging without the "incoming request" line. */
class CompletedRequestsOnly extends LogController {
  override incomingRequest(): void {}
}

/** The server's own options: logging, proxies, body size, how requests are validated. */
function serverOptions(config: Config, logger: boolean | undefined): FastifyServerOptions {
  return {
    logger:
      logger === false
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
    // Stopping (SIGTERM), a request that reached the instance is served (and its connection then
    // closed), not answered 503: a load balancer's clients never see an accepted request fail.
    return503OnClosing: false,
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
        .headers(API_SECURITY_HEADERS)
        .status(status)
        .send({ message: status < 500 ? error.message : SERVER_FAULT });
    },
  };
}

/**
 * The API: what it runs on (external plugins), our own machinery (app plugins), then the routes,
 * each registered from its endpoint entry, and the background jobs.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify(serverOptions(config, deps.logger)).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('config', config);
  app.decorate('photoFetch', deps.photoFetch ?? fetch);
  const { tracing } = config;
  // Traces: a span per request first (its hooks wrap all the others), a span per SQL statement,
  // Redis command and object-store call. With tracing off, none of it is loaded or wrapped.
  if (tracing) await app.register(tracingPlugin);

  await app.register(database, { db: tracing ? tracedDatabase(deps.db) : deps.db });
  await app.register(redis);
  if (tracing && app.redis) traceRedis(app.redis);
  await app.register(objectStore);
  if (tracing)
    app.images = tracedMethods(app.images, 'images', [
      'save',
      'addDemo',
      'open',
      'openVariant',
      'saveVariant',
      'remove',
      'check',
    ]);
  await app.register(securityHeaders);
  await app.register(cors);
  await app.register(rateLimit);

  await app.register(errors);
  await app.register(metrics);
  await app.register(auth, { identity: deps.identity });
  await app.register(outbox);
  await app.register(payments, { provider: deps.provider, traced: tracing });
  await app.register(money, { clock: deps.clock });
  await app.register(moderation);
  await app.register(offers);
  await app.register(releases, { fetch: deps.releaseFetch ?? globalThis.fetch });
  await app.register(publicCache);
  await app.register(health);
  await app.register(requestChecks);
  await app.register(openapi);
  if (deps.validateResponses) await app.register(responseValidation);
  await app.register(liveEvents);
  await app.register(routes);
  await app.register(jobs);
  return app;
}
