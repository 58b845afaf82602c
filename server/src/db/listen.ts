import pg from 'pg';
import type { Queryable } from './database';

/** A channel being listened to; `close` stops listening. */
export interface Listener {
  close(): Promise<void>;
}

/** Called with each notification's payload, and with `undefined` when some may have been missed. */
export type OnNotify = (payload: string | undefined) => void;

export interface ListenLog {
  warn(obj: object, msg: string): void;
}

/**
 * Sends `payload` to the listeners of `channel` on every instance, once the caller's transaction
 * commits (at once outside one).
 */
export async function notifyChannel(db: Queryable, channel: string, payload: string): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
}

const RETRY_MS = 1000;

/**
 * LISTENs on a PostgreSQL channel over a connection of its own (a pooled one would lose the
 * LISTEN when returned). When that connection drops (restart, failover) it connects again every
 * second until it succeeds, and calls `onNotify(undefined)` once it is back, since notifications
 * sent meanwhile are lost.
 */
export function listenPostgres(
  connectionString: string,
  channel: string,
  onNotify: OnNotify,
  log: ListenLog,
): Listener {
  let current: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let connectedOnce = false;

  const retry = (client: pg.Client) => {
    if (closed || client !== current || timer) return;
    current = undefined;
    client.end().catch(() => undefined);
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, RETRY_MS);
    timer.unref();
  };

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString });
    current = client;
    client.on('notification', (message) => onNotify(message.payload));
    client.on('error', (error) => {
      log.warn({ err: error, channel }, 'notification connection lost; reconnecting');
      retry(client);
    });
    client.on('end', () => retry(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (connectedOnce) onNotify(undefined);
      connectedOnce = true;
    } catch (error) {
      log.warn({ err: error, channel }, 'could not listen for notifications; retrying');
      retry(client);
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      await current?.end().catch(() => undefined);
    },
  };
}

/** What PGlite offers for LISTEN: its one connection delivers notifications once their transaction commits. */
export interface PgliteListen {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/**
 * LISTENs on a channel of the embedded PGlite: the same `pg_notify` in the writer's transaction, the
 * same commit-time delivery, in this process (PGlite has one connection and no other process).
 */
export function listenPglite(db: PgliteListen, channel: string, onNotify: OnNotify, log: ListenLog): Listener {
  let closed = false;
  const unlisten = db.listen(channel, (payload) => {
    if (!closed) onNotify(payload);
  });
  unlisten.catch((error: unknown) => log.warn({ err: error, channel }, 'could not listen for notifications'));
  return {
    async close() {
      closed = true;
      await (await unlisten.catch(() => undefined))?.().catch(() => undefined);
    },
  };
}
