import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_EVENT, paths, type NotificationKind } from '@replay/contract';
import * as endpoints from '@replay/contract/endpoints';
import {
  addLiveEvent,
  countUnread,
  findPreference,
  listNotifications,
  markRead,
  savePreference,
  turnEmailOff,
} from '../db/notifications';
import { toPage } from '../db/paging';
import { badRequest } from '../errors';
import { readUnsubscribeToken } from '../mail/unsubscribe';
import { endpointRoute } from './endpoint-route';
import { pageRequest, TIME_ID, timeIdKey } from './paging';

const NOTIFICATIONS_PAGE = 20;
const INVALID_LINK = 'This unsubscribe link is not valid';

/** The bell's list, marking read, e-mail preferences and the one-click unsubscribe of mails. */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const writes = app.config.rateLimits.writes;
  const { unsubscribeSecret, publicSiteUrl } = app.config;

  endpointRoute(app, endpoints.listNotifications, {
    handler: async (request) => {
      const userId = request.account!.id;
      const wanted = pageRequest(
        { limit: request.query.limit ?? NOTIFICATIONS_PAGE, cursor: request.query.cursor },
        TIME_ID,
      );
      const page = toPage(await listNotifications(app.db, userId, wanted), wanted.limit, timeIdKey, (row) => ({
        _id: row.id,
        kind: row.kind as NotificationKind,
        title: row.title,
        body: row.body,
        link: row.link,
        createdAt: row.created_at.toISOString(),
        read: row.read,
      }));
      return { ...page, unread: await countUnread(app.db, userId) };
    },
  });

  endpointRoute(app, endpoints.markNotificationsRead, {
    rateLimit: writes,
    handler: async (request) => {
      const userId = request.account!.id;
      const modifiedCount = await app.db.transaction(async (tx) => {
        const modified = await markRead(tx, userId, request.body);
        // The user's other pages update their count too.
        if (modified > 0) await addLiveEvent(tx, userId, NOTIFICATION_EVENT);
        return modified;
      });
      return { modifiedCount };
    },
  });

  endpointRoute(app, endpoints.getNotificationPreferences, {
    handler: async (request) => ({ activity: await findPreference(app.db, request.account!.id, 'activity') }),
  });

  endpointRoute(app, endpoints.saveNotificationPreferences, {
    rateLimit: writes,
    handler: async (request) => {
      await savePreference(app.db, request.account!.id, 'activity', request.body.activity);
      return { activity: await findPreference(app.db, request.account!.id, 'activity') };
    },
  });

  /*
   * The List-Unsubscribe link of a mail (RFC 8058). Mail programs POST `List-Unsubscribe=One-Click`
   * to it, form-encoded, without a sign-in: the signed token says whose e-mail and which category.
   * Opened in a browser (GET) it changes nothing and leads to the site's confirmation page, which
   * POSTs the same body as JSON when the visitor confirms.
   */
  endpointRoute(app, endpoints.openUnsubscribeLink, {
    rateLimit: writes,
    handler: async (request, reply) => {
      if (!readUnsubscribeToken(unsubscribeSecret, request.query.token)) throw badRequest(INVALID_LINK);
      return reply.redirect(`${publicSiteUrl}${paths.unsubscribe(request.query.token)}`, 303);
    },
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    endpointRoute(scope, endpoints.unsubscribe, {
      rateLimit: writes,
      handler: async (request) => {
        const token = readUnsubscribeToken(unsubscribeSecret, request.query.token);
        if (!token || !(await turnEmailOff(app.db, token.userId, token.category))) throw badRequest(INVALID_LINK);
        request.log.info({ user: token.userId, category: token.category }, 'unsubscribed');
        return { acknowledged: true as const, category: token.category };
      },
    });
  });
}
