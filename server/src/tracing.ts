import {
  context,
  ROOT_CONTEXT,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Link,
  type Span,
} from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace-node';
import type { Database, Queryable, Row } from './db/database';

/*
 * OpenTelemetry traces, off unless OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_TRACES_EXPORTER is set
 * (config.tracing). Nothing here is loaded on the default path: src/app.ts and src/index.ts import
 * this module only when tracing is on, and the SDK itself is imported by startTracing.
 */

const tracer = () => trace.getTracer('replay-market');

/**
 * Starts the SDK: a span processor sending to OTLP over HTTP (OTEL_EXPORTER_OTLP_ENDPOINT, the
 * SDK's other OTEL_* variables apply), to the console (OTEL_TRACES_EXPORTER=console), or to the
 * exporter given (tests: an in-memory one). W3C trace context is the propagator. Returns the stop.
 */
export async function startTracing(
  options: { exporter?: SpanExporter; env?: NodeJS.ProcessEnv } = {},
): Promise<() => Promise<void>> {
  const env = options.env ?? process.env;
  const sdk = await import('@opentelemetry/sdk-trace-node');
  const { resourceFromAttributes } = await import('@opentelemetry/resources');
  let exporter = options.exporter;
  let processor;
  if (exporter) processor = new sdk.SimpleSpanProcessor(exporter);
  else {
    exporter =
      env.OTEL_TRACES_EXPORTER === 'console'
        ? new sdk.ConsoleSpanExporter()
        : new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter();
    processor = new sdk.BatchSpanProcessor(exporter);
  }
  const provider = new sdk.NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || 'replay-market-api' }),
    spanProcessors: [processor],
  });
  provider.register();
  return async () => {
    await provider.shutdown();
    trace.disable();
    context.disable();
    propagation.disable();
  };
}

/** Runs `fn` in a child span of the active one; the span records a thrown error and ends with `fn`. */
export async function inSpan<T>(
  name: string,
  attributes: Attributes,
  fn: (span: Span) => Promise<T>,
  options: { kind?: SpanKind; links?: Link[]; root?: boolean } = {},
): Promise<T> {
  return tracer().startActiveSpan(
    name,
    { attributes, kind: options.kind ?? SpanKind.INTERNAL, links: options.links, root: options.root },
    async (span) => {
      try {
        return await fn(span);
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** A statement's kind (SELECT, INSERT, WITH, BEGIN…): the span's name, never its text or parameters. */
export function statementKind(sql: string): string {
  return /^\s*([a-z]+)/i.exec(sql)?.[1]?.toUpperCase() ?? 'SQL';
}

/** The database with a client span per statement (and one per transaction, its statements within). */
export function tracedDatabase(db: Database): Database {
  const system = db.kind === 'postgres' ? 'postgresql' : 'pglite';
  const traced = (target: Queryable): Queryable => ({
    query<T extends Row>(sql: string, params?: unknown[]) {
      const kind = statementKind(sql);
      return inSpan(kind, { 'db.system.name': system, 'db.operation.name': kind }, () => target.query<T>(sql, params), {
        kind: SpanKind.CLIENT,
      });
    },
  });
  const statements = traced(db);
  return {
    kind: db.kind,
    query: statements.query,
    transaction: (fn) =>
      inSpan('transaction', { 'db.system.name': system }, () => db.transaction((tx) => fn(traced(tx)))),
    listen: (channel, onNotify, log) => db.listen(channel, onNotify, log),
    waiting: () => db.waiting(),
    ...(db.dump ? { dump: () => db.dump!() } : {}),
    close: () => db.close(),
  };
}

/**
 * The same object, each of the methods named (those that return promises) in a span
 * `<prefix>.<method>`: the payment provider, the object store. Written by hand: the SDK's
 * instrumentations patch libraries by module name, while these are our own interfaces over
 * whatever library or service is behind them.
 */
export function tracedMethods<T extends object>(target: T, prefix: string, methods: ReadonlyArray<keyof T>): T {
  const traced = new Set<PropertyKey>(methods);
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver) as unknown;
      if (typeof value !== 'function' || !traced.has(property)) return value;
      return (...args: unknown[]) =>
        inSpan(
          `${prefix}.${String(property)}`,
          {},
          async () => (value as (...a: unknown[]) => unknown).apply(object, args),
          { kind: SpanKind.CLIENT },
        );
    },
  });
}

/** Redis: a client span per command (`redis GET`), through ioredis's one way out (sendCommand). */
export function traceRedis(redis: { sendCommand: (...args: never[]) => unknown }): void {
  const send = redis.sendCommand.bind(redis) as (command: { name: string }, ...rest: unknown[]) => unknown;
  (redis as { sendCommand: unknown }).sendCommand = (command: { name: string }, ...rest: unknown[]) => {
    const span = tracer().startSpan(`redis ${command.name.toUpperCase()}`, {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'redis', 'db.operation.name': command.name.toUpperCase() },
    });
    const result = context.with(trace.setSpan(context.active(), span), () => send(command, ...rest));
    const promise = (command as { promise?: Promise<unknown> }).promise;
    if (promise)
      promise.then(
        () => span.end(),
        (error: Error) => {
          span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
          span.end();
        },
      );
    else span.end();
    return result;
  };
}

/** The active span's W3C traceparent (kept with queued work: its job links back to it); none when tracing is off. */
export function activeTraceparent(): string | undefined {
  if (!trace.getActiveSpan()) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** A link to the span a traceparent names (the request that queued a job's work), when it names one. */
export function linksTo(traceparent: string | undefined): Link[] {
  if (!traceparent) return [];
  const spanContext = trace.getSpanContext(propagation.extract(ROOT_CONTEXT, { traceparent }));
  return spanContext ? [{ context: spanContext }] : [];
}

/** A background job's run: a trace of its own (a root span), whatever context started it. */
export function jobSpan<T>(name: string, run: () => Promise<T>): Promise<T> {
  return inSpan(`job ${name}`, { 'replay.job': name }, run, { root: true });
}
