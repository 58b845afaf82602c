import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import * as endpoints from '@replay/contract/endpoints';
import { startTracing } from '../src/tracing';
import { payWithCard, record } from './support/payments';
import {
  book,
  createCategory,
  createProduct,
  createTestApp,
  ENGINES,
  openShop,
  type TestContext,
  type TestUser,
} from './support/harness';
import { call, unchecked } from './support/api';

/** The metrics listener's text (METRICS_PORT=0: a free port). */
async function scrape(ctx: TestContext): Promise<string> {
  const response = await fetch(`http://localhost:${ctx.app.metrics.port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  return response.text();
}

/** The value of one series (`name{labels}`), 0 when absent. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe.each(ENGINES)('metrics (%s)', (engine) => {
  let ctx: TestContext, seller: TestUser, categoryId: string;
  let buyer: TestUser;
  beforeAll(async () => {
    ({ ctx, seller, categoryId } = await openShop(engine, { env: { METRICS_PORT: '0', RATE_LIMIT_RUM: '3' } }));
    buyer = await ctx.user('buyer');
  });
  afterAll(() => ctx.close());

  it('serves Prometheus text on its own port, never on the public one', async () => {
    expect(ctx.app.metrics.port).toEqual(expect.any(Number));
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const text = await scrape(ctx);
    for (const name of [
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'replay_db_pool_waiting',
      'replay_refunds_pending',
      'replay_outbox_pending',
      'replay_outbox_failed',
      'replay_live_streams_connected',
    ])
      expect(text).toMatch(new RegExp(`^${name} \\d`, 'm'));
  });

  it('counts bookings, payments, request durations by route and the rate-limited', async () => {
    const before = await scrape(ctx);
    const productId = await createProduct(ctx, seller, categoryId);
    const bookingId = await book(ctx, buyer, productId);
    const transactionId = await payWithCard(ctx, buyer, bookingId);
    expect((await record(ctx, buyer, bookingId, transactionId)).statusCode).toBe(201);
    // The same payment told again (the webhook after the browser) is one payment.
    expect((await record(ctx, buyer, bookingId, transactionId)).statusCode).toBe(201);

    const after = await scrape(ctx);
    expect(value(after, 'replay_bookings_created_total')).toBe(value(before, 'replay_bookings_created_total') + 1);
    expect(value(after, 'replay_payments_recorded_total')).toBe(value(before, 'replay_payments_recorded_total') + 1);
    expect(
      value(after, 'http_request_duration_seconds_count{method="POST",route="/booking",status="201"}'),
    ).toBeGreaterThanOrEqual(1);

    // A second buyer pays for the product sold meanwhile: refunded, and counted as a conflict.
    const late = await ctx.user('buyer');
    const lateBooking = await book(ctx, late, await createProduct(ctx, seller, categoryId));
    const lateTransaction = await payWithCard(ctx, late, lateBooking);
    await ctx.db.query(
      'UPDATE products SET status = false WHERE id = (SELECT product_id FROM bookings WHERE id = $1)',
      [lateBooking],
    );
    expect((await record(ctx, late, lateBooking, lateTransaction)).statusCode).toBe(409);
    const conflicts = await scrape(ctx);
    expect(value(conflicts, 'replay_payment_conflicts_total{reason="unavailable"}')).toBe(
      value(after, 'replay_payment_conflicts_total{reason="unavailable"}') + 1,
    );
    expect(value(conflicts, 'replay_refunds_pending')).toBe(0);
  });

  it('takes real-user speed on POST /rum, checked, by page route, limited per address', async () => {
    const send = (body: unknown, type = 'text/plain;charset=UTF-8') =>
      call(ctx, undefined, endpoints.reportRum, {
        headers: { 'content-type': type },
        body: unchecked(typeof body === 'string' ? body : JSON.stringify(body)),
        remoteAddress: '203.0.113.7',
      });
    const good = {
      route: '/product/:id',
      metrics: [
        { name: 'LCP', value: 1234.5 },
        { name: 'CLS', value: 0.02 },
        { name: 'TTFB', value: 80 },
        { name: 'INP', value: 96 },
      ],
    };
    expect((await send(good)).statusCode).toBe(204);
    const text = await scrape(ctx);
    expect(value(text, 'replay_rum_lcp_seconds_count{route="/product/:id"}')).toBe(1);
    expect(value(text, 'replay_rum_lcp_seconds_bucket{le="1.5",route="/product/:id"}')).toBe(1);
    expect(value(text, 'replay_rum_lcp_seconds_bucket{le="1",route="/product/:id"}')).toBe(0);
    expect(value(text, 'replay_rum_cls_sum{route="/product/:id"}')).toBeCloseTo(0.02);
    expect(value(text, 'replay_rum_inp_seconds_sum{route="/product/:id"}')).toBeCloseTo(0.096);

    // Refused: another metric, a raw URL, a value out of bounds, no metrics, a body that is not JSON.
    const bad = [
      { route: '/', metrics: [{ name: 'FID', value: 10 }] },
      { route: '/product/8b0e6f0e-1d2c-4f7a-9a51-0a3c2f1e9d10?ref=mail', metrics: [{ name: 'LCP', value: 10 }] },
      { route: 'https://evil.test/', metrics: [{ name: 'LCP', value: 10 }] },
      { route: '/', metrics: [{ name: 'LCP', value: -1 }] },
      { route: '/', metrics: [{ name: 'TTFB', value: 3_600_000 }] },
      { route: '/', metrics: [{ name: 'CLS', value: 50 }] },
      { route: '/', metrics: [] },
      { route: '/', metrics: [{ name: 'LCP', value: 10, url: 'https://site.test/?email=a@b.c' }] },
    ];
    for (const body of bad) {
      const response = await call(ctx, undefined, endpoints.reportRum, {
        headers: { 'content-type': 'application/json' },
        body: unchecked(JSON.stringify(body)),
        remoteAddress: `198.51.100.${bad.indexOf(body)}`,
      });
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      expect(response.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
    }
    const notJson = await call(ctx, undefined, endpoints.reportRum, {
      headers: { 'content-type': 'text/plain' },
      body: unchecked('LCP=1'),
      remoteAddress: '203.0.113.9',
    });
    expect(notJson.statusCode).toBe(400);

    // RATE_LIMIT_RUM=3 per minute per address: the first went through above.
    expect((await send(good)).statusCode).toBe(204);
    expect((await send(good)).statusCode).toBe(204);
    const limited = await send(good);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many requests/);
    const counted = await scrape(ctx);
    expect(value(counted, 'replay_rate_limited_total{route="/rum"}')).toBe(1);
    expect(value(counted, 'replay_rum_lcp_seconds_count{route="/product/:id"}')).toBe(3);
  });

  it("takes real-user speed only for the site's own page routes: junk ones create no series", async () => {
    const send = (route: string, remoteAddress: string) =>
      call(ctx, undefined, endpoints.reportRum, {
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: unchecked(JSON.stringify({ route, metrics: [{ name: 'LCP', value: 900 }] })),
        remoteAddress,
      });
    expect((await send('/dashboard/messages/:id', '192.0.2.1')).statusCode).toBe(204);

    // Patterns no page declares, each from its own address (RATE_LIMIT_RUM=3): more than any cap would keep.
    for (let i = 0; i < 300; i++) {
      const response = await send(`/junk-${i}/:id`, `10.9.${i >> 8}.${i & 255}`);
      expect({ i, status: response.statusCode }).toEqual({ i, status: 400 });
      expect(response.json().message).toBe('route: not a page of this site');
    }
    const text = await scrape(ctx);
    expect(text).not.toMatch(/route="\/junk-/);
    expect(text).not.toMatch(/^replay_rum_\w+\{[^}]*route="other"/m);

    // A page first reported after the junk is still its own series.
    expect((await send('/dashboard/products/:id/edit', '192.0.2.2')).statusCode).toBe(204);
    const after = await scrape(ctx);
    expect(value(after, 'replay_rum_lcp_seconds_count{route="/dashboard/messages/:id"}')).toBe(1);
    expect(value(after, 'replay_rum_lcp_seconds_count{route="/dashboard/products/:id/edit"}')).toBe(1);
  });
});

describe.each(ENGINES)('traces (%s)', (engine) => {
  const exporter = new InMemorySpanExporter();
  let stop: () => Promise<void>;
  let ctx: TestContext;
  beforeAll(async () => {
    stop = await startTracing({ exporter });
    ctx = await createTestApp(engine, { env: { OTEL_TRACES_EXPORTER: 'console' } });
  });
  afterAll(async () => {
    await ctx.close();
    await stop();
  });

  const spansOf = (traceId: string) => exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
  const attribute = (span: ReadableSpan, name: string) => span.attributes[name];

  it('continues the caller’s traceparent: a server span and a span per SQL statement, and x-trace-id', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parentId = '00f067aa0ba902b7';
    const response = await call(ctx, undefined, endpoints.listCategories, {
      headers: { traceparent: `00-${traceId}-${parentId}-01` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-trace-id']).toBe(traceId);

    const spans = spansOf(traceId);
    const server = spans.find((span) => attribute(span, 'http.request.method') === 'GET' && span.kind === 1);
    expect(server).toBeDefined();
    expect(server!.parentSpanContext?.spanId).toBe(parentId);
    expect(attribute(server!, 'http.route')).toBe('/categories');
    const sql = spans.filter((span) => attribute(span, 'db.operation.name') !== undefined);
    expect(sql.length).toBeGreaterThan(0);
    expect(sql.map((span) => span.name)).toContain('SELECT');
    for (const span of sql) {
      expect(span.kind).toBe(2); // CLIENT
      expect(attribute(span, 'db.system.name')).toBe(engine === 'postgres' ? 'postgresql' : 'pglite');
      // The statement's kind only: neither its text nor its parameters.
      expect(Object.keys(span.attributes).sort()).toEqual(['db.operation.name', 'db.system.name']);
    }
  });

  it('answers without a traceparent in a trace of its own, and links a queued mail’s sending to its request', async () => {
    const seller = await ctx.user('seller');
    const buyer = await ctx.user('buyer');
    const productId = await createProduct(ctx, seller, await createCategory(ctx.db));
    const response = await call(ctx, buyer, endpoints.bookProduct, {
      body: { productId, mobile: '+1 512 555 0101', location: 'Library' },
    });
    expect(response.statusCode).toBe(201);
    const traceId = response.headers['x-trace-id'] as string;
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(spansOf(traceId).map((span) => span.name)).toEqual(expect.arrayContaining(['INSERT', 'transaction']));

    // The booking queued the seller's mail; the outbox job sends it in a trace of its own, linked.
    const deadline = Date.now() + 10_000;
    let sent: ReadableSpan | undefined;
    while (!sent) {
      sent = exporter
        .getFinishedSpans()
        .find((span) => span.name === 'outbox.send' && span.links.some((link) => link.context.traceId === traceId));
      if (!sent && Date.now() > deadline) throw new Error('no outbox.send span linked to the booking');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(sent.spanContext().traceId).not.toBe(traceId);
    const job = exporter
      .getFinishedSpans()
      .find((span) => span.spanContext().spanId === sent.parentSpanContext?.spanId);
    expect(job?.name).toBe('job outbox');
    // The mail left without the trace header it was queued with.
    const [mail] = await ctx.db.query<{ headers: Record<string, string> }>(
      `SELECT headers FROM outbox WHERE to_address = $1`,
      [seller.email],
    );
    expect(mail!.headers['x-replay-traceparent']).toMatch(new RegExp(`^00-${traceId}-`));
  });

  it('spans the payment provider', async () => {
    const seller = await ctx.user('seller');
    const buyer = await ctx.user('buyer');
    const bookingId = await book(ctx, buyer, await createProduct(ctx, seller, await createCategory(ctx.db)));
    const response = await call(ctx, buyer, endpoints.createPaymentIntent, { body: { bookingId } });
    expect(response.statusCode).toBe(200);
    const names = spansOf(response.headers['x-trace-id'] as string).map((span) => span.name);
    expect(names).toContain('payments.createIntent');
  });
});
