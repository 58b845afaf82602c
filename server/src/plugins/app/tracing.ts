import { trace } from '@opentelemetry/api';
import fp from 'fastify-plugin';

/** The header each answer names its trace in: what a support request quotes ("Reference: …"). */
export const TRACE_ID_HEADER = 'x-trace-id';

/**
 * Traces (registered only when tracing is on, see config.tracing): a span per request by
 * @fastify/otel, continuing the caller's W3C `traceparent`, its id in each answer's `x-trace-id`,
 * and `trace_id` on every log line of the request.
 */
export default fp(
  async (app) => {
    const { FastifyOtelInstrumentation } = await import('@fastify/otel');
    // The request's span and its handler's; no span per lifecycle hook (a dozen a request, which
    // cost more than half the throughput in bench:tracing and tell little: the SQL, provider, store
    // and Redis spans say where the time went).
    const instrumentation = new FastifyOtelInstrumentation({
      registerOnInitialization: false,
      instrumentHooks: false,
      instrumentHandler: true,
    });
    instrumentation.setTracerProvider(trace.getTracerProvider());
    await app.register(instrumentation.plugin());
    app.addHook('onRequest', async (request, reply) => {
      const otel = request.opentelemetry();
      if (!otel.instrumented || !otel.span) return;
      const traceId = otel.span.spanContext().traceId;
      reply.header(TRACE_ID_HEADER, traceId);
      // A child per request only here: with tracing off, request logs stay lazy (src/request-logger.ts).
      request.log = request.log.child({ trace_id: traceId });
      reply.log = request.log;
    });
  },
  { name: 'tracing' },
);
