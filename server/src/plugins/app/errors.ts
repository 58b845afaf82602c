import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { isConnectionLost, isStatementTimeout } from '../../db/database';
import { HttpError } from '../../errors';

export const SERVER_FAULT = 'Something went wrong on our side; please try again';

/**
 * Every error becomes `{ message }` with its status, shaped here once: our HttpErrors as thrown,
 * validation failures as 400 with their fields, a statement out of time or a lost database
 * connection as 503 (with Retry-After), anything else a
 * 500 that says nothing of its cause (logged instead). An unknown path is a 404 naming it.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send({ message: error.message, ...error.extra });
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
      // The database connection was cut (a failover): the pool opens new ones for the next requests.
      if (isConnectionLost(error)) {
        request.log.warn({ err: error }, 'the database connection was lost');
        return reply
          .status(503)
          .header('retry-after', '1')
          .send({ message: 'The service is briefly unavailable; please try again in a moment' });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: SERVER_FAULT });
    });
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` }),
    );
  },
  { name: 'errors' },
);
