import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export interface CountedLimit {
  max: number;
  timeWindow: string;
  /** Who is counted; prefixed with the limit's own name, as every limit shares one store. */
  key: (request: FastifyRequest) => string;
  /** The 429's message, given the seconds until the next attempt is allowed. */
  message: (retryAfterSeconds: number) => string;
}

/**
 * A limit a handler counts only where it decides (a rebooking, a resize not rendered before), not
 * on every request of its route as `config.rateLimit` does. It is counted in the route limits'
 * store (Redis across instances when REDIS_URL is set; when Redis is away, it lets requests through).
 */
export function countedLimit(app: FastifyInstance, limit: CountedLimit) {
  const count = app.createRateLimit({ max: limit.max, timeWindow: limit.timeWindow, keyGenerator: limit.key });
  return async function enforce(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const counted = await count(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    reply.header('Retry-After', counted.ttlInSeconds);
    countRefusal(app, request);
    throw new HttpError(429, limit.message(counted.ttlInSeconds));
  };
}

/** "in 42 seconds", "in 17 minutes". */
export const retryIn = (seconds: number) =>
  seconds < 120 ? `in ${seconds} seconds` : `in ${Math.ceil(seconds / 60)} minutes`;

/** A request refused by a rate limit, counted in `replay_rate_limited_total` (when the metrics are there). */
export function countRefusal(app: FastifyInstance, request: FastifyRequest): void {
  if (app.hasDecorator('metrics')) app.metrics.rateLimited.inc({ route: request.routeOptions.url ?? 'unknown' });
}

/**
 * A mail cap (src/db/mail-caps.ts) that refused: 429 with Retry-After and the message, counted as
 * a refusal. Nothing was queued.
 */
export function capExceeded(
  request: FastifyRequest,
  reply: FastifyReply,
  retryAfterSeconds: number,
  message: (retryAfterSeconds: number) => string,
): HttpError {
  reply.header('Retry-After', retryAfterSeconds);
  countRefusal(request.server, request);
  return new HttpError(429, message(retryAfterSeconds));
}
