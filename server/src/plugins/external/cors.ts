import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import { NEXT_CURSOR_HEADER } from '@replay/contract';
import * as endpoints from '@replay/contract/endpoints';

/** Every method an endpoint of the contract uses (an edit is a PATCH), so a browser may send each. */
const METHODS = [...new Set(Object.values(endpoints).map((endpoint) => endpoint.method))].sort();

/** The front-end origins (CORS_ORIGINS) may call the API; nothing else is allowed across origins. */
export default fp(
  async (app) => {
    await app.register(cors, {
      origin: app.config.corsOrigins,
      methods: METHODS,
      // Last-Event-ID: the live stream (GET /events) picks up where it left off; traceparent: the
      // browser's trace of the call, which the API's spans continue.
      allowedHeaders: ['Authorization', 'Content-Type', 'Last-Event-ID', 'traceparent'],
      // Spec lists carry the next page's cursor in a header (their body stays an array).
      // X-Trace-Id: the reference an error toast shows.
      exposedHeaders: [NEXT_CURSOR_HEADER, 'X-Trace-Id'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
