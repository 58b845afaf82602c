import { PassThrough } from 'node:stream';
import fp from 'fastify-plugin';
import { NOTIFICATION_EVENT, SESSION_ENDED_EVENT } from '@replay/contract';
import * as endpoints from '@replay/contract/endpoints';
import type { Database } from '../../db/database';
import { countUnread, lastLiveEventId, listLiveEvents, LIVE_CHANNEL, pruneLiveEvents } from '../../db/notifications';
import { endpointRoute } from '../../routes/endpoint-route';
import { startJob } from './jobs';

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: LiveEvents;
  }
}

/** One open stream of one user. */
interface Subscriber {
  userId: string;
  stream: PassThrough;
  /** The id of the last event sent (the stream's position). */
  lastId: number;
  /** Ids sent lately: an event that committed after a later one is still sent, once. */
  recent: Set<number>;
  /** Deliveries to this stream run one after another. */
  queue: Promise<void>;
  heartbeat: NodeJS.Timeout;
}

export interface LiveEventsOptions {
  /** A comment line at least this often keeps proxies from closing an idle stream. */
  heartbeatMs: number;
  /** Streams one user may hold on one instance; opening another closes their oldest. */
  maxStreamsPerUser: number;
}

const RECENT = 100;

/** The text of one Server-Sent Event. */
const sse = (id: number, event: string, data: unknown) =>
  `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The users' open streams on this instance. A live event is a row of `live_events`, written in the
 * transaction of what it tells of; its commit rings every instance with `<user id>:<event id>` (a
 * doorbell: ids only), and each instance sends that user's streams what they have not had yet,
 * reading it from the table. The row's id is the event's `id:`, so a stream that comes back with
 * Last-Event-ID gets what it missed (a day's worth: older rows are pruned).
 */
export class LiveEvents {
  private readonly byUser = new Map<string, Subscriber[]>();

  constructor(
    private readonly db: Database,
    private readonly options: LiveEventsOptions,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  /** Streams open on this instance. */
  get size(): number {
    let n = 0;
    for (const subscribers of this.byUser.values()) n += subscribers.length;
    return n;
  }

  /** Opens a stream for a user: from `lastEventId` when the client came back with one, else from now. */
  async open(
    userId: string,
    lastEventId: number | undefined,
    onClose: (close: () => void) => void,
  ): Promise<PassThrough> {
    const stream = new PassThrough();
    const subscriber: Subscriber = {
      userId,
      stream,
      lastId: lastEventId ?? (await lastLiveEventId(this.db, userId)),
      recent: new Set(),
      queue: Promise.resolve(),
      heartbeat: setInterval(() => stream.write(': heartbeat\n\n'), this.options.heartbeatMs),
    };
    subscriber.heartbeat.unref();
    const subscribers = this.byUser.get(userId) ?? [];
    subscribers.push(subscriber);
    this.byUser.set(userId, subscribers);
    while (subscribers.length > this.options.maxStreamsPerUser) this.close(subscribers[0]!);
    onClose(() => this.close(subscriber));
    // A client told to come back does so after 3 s; the comment opens the stream at once.
    stream.write('retry: 3000\n: open\n\n');
    if (lastEventId !== undefined) this.deliver(subscriber, []);
    return stream;
  }

  /** A doorbell: `<user id>:<event id>`, or undefined when rings may have been missed (every stream looks). */
  ring(payload: string | undefined): void {
    if (payload === undefined) {
      for (const subscribers of this.byUser.values())
        for (const subscriber of subscribers) this.deliver(subscriber, []);
      return;
    }
    const [userId, id] = payload.split(':');
    for (const subscriber of this.byUser.get(userId ?? '') ?? []) this.deliver(subscriber, [Number(id)]);
  }

  /** Ends every stream (the server is stopping; clients come back to another instance). */
  closeAll(): void {
    for (const subscribers of [...this.byUser.values()])
      for (const subscriber of [...subscribers]) this.close(subscriber);
  }

  private close(subscriber: Subscriber): void {
    clearInterval(subscriber.heartbeat);
    subscriber.stream.end();
    const subscribers = this.byUser.get(subscriber.userId) ?? [];
    const index = subscribers.indexOf(subscriber);
    if (index >= 0) subscribers.splice(index, 1);
    if (subscribers.length === 0) this.byUser.delete(subscriber.userId);
  }

  private deliver(subscriber: Subscriber, hints: number[]): void {
    subscriber.queue = subscriber.queue
      .then(async () => {
        if (subscriber.stream.writableEnded) return;
        const wanted = hints.filter((id) => Number.isSafeInteger(id) && !subscriber.recent.has(id));
        const rows = await listLiveEvents(this.db, subscriber.userId, subscriber.lastId, wanted);
        const fresh = rows.filter((row) => !subscriber.recent.has(Number(row.id)));
        if (fresh.length === 0 || subscriber.stream.writableEnded) return;
        // What a notification event says is the count when it is sent: the newest word on it.
        const unread = fresh.some((row) => row.type === NOTIFICATION_EVENT)
          ? await countUnread(this.db, subscriber.userId)
          : 0;
        for (const row of fresh) {
          const id = Number(row.id);
          const data = row.type === NOTIFICATION_EVENT ? { ...row.data, unread } : row.data;
          subscriber.stream.write(sse(id, row.type, data));
          subscriber.lastId = Math.max(subscriber.lastId, id);
          subscriber.recent.add(id);
          if (subscriber.recent.size > RECENT) subscriber.recent.delete(subscriber.recent.values().next().value!);
          // The user's sessions ended (src/accounts/sessions.ts): the page is told, the stream closed;
          // coming back needs a new sign-in.
          if (row.type === SESSION_ENDED_EVENT) {
            this.close(subscriber);
            return;
          }
        }
      })
      .catch((error: unknown) => this.log.warn({ err: error, user: subscriber.userId }, 'could not send live events'));
  }
}

/** Last-Event-ID as an event id, when it is one. */
function lastEventIdOf(header: string | string[] | undefined): number | undefined {
  return typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : undefined;
}

/**
 * `GET /events`: the signed-in user's live stream (Server-Sent Events; the access token in the
 * Authorization header, never in the URL). Fed across instances by the database's LISTEN/NOTIFY
 * (PostgreSQL's, or PGlite's in this process), with a heartbeat comment every `heartbeatMs`.
 */
export default fp<Partial<LiveEventsOptions>>(
  async (app, options) => {
    const { db } = app;
    const live = new LiveEvents(
      db,
      { heartbeatMs: options.heartbeatMs ?? 20_000, maxStreamsPerUser: options.maxStreamsPerUser ?? 8 },
      app.log,
    );
    app.decorate('liveEvents', live);
    const listener = db.listen(LIVE_CHANNEL, (payload) => live.ring(payload), app.log);

    endpointRoute(app, endpoints.liveEvents, {
      handler: async (request, reply) => {
        const stream = await live.open(request.account!.id, lastEventIdOf(request.headers['last-event-id']), (close) =>
          reply.raw.once('close', close),
        );
        return (
          reply
            .header('content-type', 'text/event-stream; charset=utf-8')
            .header('cache-control', 'no-store')
            // Proxies that buffer answers (nginx) would hold the events back.
            .header('x-accel-buffering', 'no')
            .send(stream)
        );
      },
    });

    startJob(app, 'live events pruning', 3_600_000, () => pruneLiveEvents(db));
    // Open streams would keep the server from closing: end them first; clients reconnect elsewhere.
    app.addHook('preClose', async () => live.closeAll());
    app.addHook('onClose', () => listener.close());
  },
  { name: 'live-events', dependencies: ['database', 'auth'] },
);
