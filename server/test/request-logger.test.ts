import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { lazyRequestLogger } from '../src/request-logger';

function appLoggingTo(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    childLoggerFactory: lazyRequestLogger,
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/chatty', async (request) => {
    request.log.info({ step: 1 }, 'working');
    request.log.warn('careful');
    return { ok: true };
  });
  app.get('/nested', async (request) => {
    request.log.child({ part: 'payments' }).warn('inside');
    return { ok: true };
  });
  return { app, lines };
}

describe('request logger', () => {
  it('writes what a request logs at enabled levels, with its request id', async () => {
    const { app, lines } = appLoggingTo('info');
    await app.inject({ method: 'GET', url: '/chatty' });
    await app.close();
    const messages = lines.filter((line) => line.reqId !== undefined);
    expect(messages).toEqual([
      expect.objectContaining({ msg: 'working', step: 1, level: 30, reqId: expect.any(String) }),
      expect.objectContaining({ msg: 'careful', level: 40 }),
    ]);
    expect(messages[0]!.reqId).toBe(messages[1]!.reqId);
  });

  it('drops what is below the level and keeps bindings of nested children', async () => {
    const { app, lines } = appLoggingTo('warn');
    await app.inject({ method: 'GET', url: '/quiet' });
    await app.inject({ method: 'GET', url: '/chatty' });
    await app.inject({ method: 'GET', url: '/nested' });
    await app.close();
    expect(lines.map((line) => line.msg)).toEqual(['careful', 'inside']);
    expect(lines[1]).toEqual(expect.objectContaining({ part: 'payments', reqId: expect.any(String) }));
  });

  it('works with logging off', async () => {
    const app = Fastify({ logger: false, childLoggerFactory: lazyRequestLogger });
    app.get('/chatty', async (request) => {
      request.log.info('nobody hears this');
      return { ok: true };
    });
    const response = await app.inject({ method: 'GET', url: '/chatty' });
    await app.close();
    expect(response.json()).toEqual({ ok: true });
  });
});
