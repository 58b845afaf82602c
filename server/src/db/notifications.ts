import pg from 'pg';

export interface Listener {
  close(): Promise<void>;
}

const RETRY_MS = 1000;

/**
 * LISTENs on a PostgreSQL channel over a connection of its own (a pooled one would lose the
 * LISTEN when returned). When that connection drops (restart, failover) it connects again every
 * second until it succeeds, and calls `onNotify` once it is back, since notifications sent
 * meanwhile are lost.
 */
export function listen(
  connectionString: string,
  channel: string,
  onNotify: (payload: string | undefined) => void,
  log: { warn(obj: object, msg: string): void },
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
