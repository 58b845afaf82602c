import type { FastifyInstance } from 'fastify';
import { fromCents, LIMITS, REMOVED_MESSAGE_TEXT } from '@replay/contract';
import * as endpoints from '@replay/contract/endpoints';
import { block, unblock } from '../db/blocks';
import {
  countUnreadMessages,
  findConversationView,
  findMemberConversation,
  listConversations,
  listMessages,
  listReportedMessages,
  type ConversationViewRow,
} from '../db/messages';
import { countUnread } from '../db/notifications';
import { toPage } from '../db/paging';
import { badRequest, notFound } from '../errors';
import { MessageService } from '../messages/service';
import { countedLimit, retryIn } from '../rate-limits';
import { countTasks } from '../db/dashboard';
import { endpointRoute } from './endpoint-route';
import { pageRequest, TIME_ID, timeIdKey } from './paging';

const toConversation = (row: ConversationViewRow) => ({
  _id: row.id,
  product: {
    _id: row.product_id,
    title: row.product_title,
    imageUrl: row.product_image_url,
    resprice: fromCents(row.product_resprice_cents),
    status: row.product_status,
    closed: row.product_closed,
  },
  otherParty: { _id: row.other_id, name: row.other_name, img: row.other_img },
  lastMessage:
    row.last_sent_at === null
      ? null
      : {
          body: row.last_hidden ? REMOVED_MESSAGE_TEXT : row.last_body!,
          sentAt: row.last_sent_at.toISOString(),
          mine: row.last_mine!,
        },
  unread: row.unread,
  blocked: row.blocked,
});

/** Conversations and messages, blocking and reporting users' messages, the admin's review, the header's counts. */
export async function messageRoutes(app: FastifyInstance): Promise<void> {
  const { config, db } = app;
  const writes = config.rateLimits.writes;
  const messages = new MessageService({
    db,
    notifier: app.notifier,
    moderation: app.moderation,
    mailDelayMs: config.messageMailDelayMs,
  });
  const limitNewConversations = countedLimit(app, {
    max: config.rateLimits.newConversations,
    timeWindow: '1 day',
    key: (request) => `new-conversation:${request.account!.id}`,
    message: (seconds) => `You have started too many conversations today; try again ${retryIn(seconds)}`,
  });

  endpointRoute(app, endpoints.startConversation, {
    rateLimit: writes,
    // Starting a conversation needs a confirmed address (answering one does not).
    verifiedEmail: true,
    handler: async (request, reply) => {
      const { id, created } = await messages.start(request.account!, request.body, () =>
        limitNewConversations(request, reply),
      );
      reply.status(created ? 201 : 200);
      return { _id: id };
    },
  });

  endpointRoute(app, endpoints.listConversations, {
    handler: async (request) => {
      const wanted = pageRequest(
        { limit: request.query.limit ?? LIMITS.conversationsPage, cursor: request.query.cursor },
        TIME_ID,
      );
      return toPage(await listConversations(db, request.account!.id, wanted), wanted.limit, timeIdKey, toConversation);
    },
  });

  endpointRoute(app, endpoints.getConversation, {
    handler: async (request) => {
      const row = await findConversationView(db, request.params.id, request.account!.id);
      if (!row) throw notFound('Conversation not found');
      return toConversation(row);
    },
  });

  endpointRoute(app, endpoints.listMessages, {
    handler: async (request) => {
      const userId = request.account!.id;
      if (!(await findMemberConversation(db, request.params.id, userId))) throw notFound('Conversation not found');
      const wanted = pageRequest(
        { limit: request.query.limit ?? LIMITS.messagesPage, cursor: request.query.cursor },
        TIME_ID,
      );
      return toPage(await listMessages(db, request.params.id, userId, wanted), wanted.limit, timeIdKey, (row) => ({
        _id: row.id,
        // What an admin removed is never sent again, not even to its sender.
        body: row.hidden ? REMOVED_MESSAGE_TEXT : row.body,
        sentAt: row.created_at.toISOString(),
        mine: row.mine,
        senderName: row.sender_name,
        removed: row.hidden,
        ...(row.mine ? { clientId: row.client_id } : {}),
      }));
    },
  });

  endpointRoute(app, endpoints.sendMessage, {
    rateLimit: config.rateLimits.messages,
    handler: async (request) => ({
      _id: await messages.send(request.account!, request.params.id, request.body),
    }),
  });

  endpointRoute(app, endpoints.markConversationRead, {
    rateLimit: writes,
    handler: async (request) => {
      await messages.markRead(request.account!, request.params.id);
      return { unread: 0 as const };
    },
  });

  endpointRoute(app, endpoints.getBadges, {
    handler: async (request) => {
      const { id: userId, role } = request.account!;
      const [messageCount, notifications, tasks] = await Promise.all([
        countUnreadMessages(db, userId),
        countUnread(db, userId),
        countTasks(db, userId, role),
      ]);
      return { messages: messageCount, notifications, ...tasks };
    },
  });

  endpointRoute(app, endpoints.blockUser, {
    rateLimit: writes,
    handler: async (request) => {
      const { userId } = request.params;
      if (userId === request.account!.id) throw badRequest("You can't block yourself");
      if (!(await block(db, request.account!.id, userId))) throw notFound('User not found');
      return { blocked: true };
    },
  });

  endpointRoute(app, endpoints.unblockUser, {
    rateLimit: writes,
    handler: async (request) => {
      await unblock(db, request.account!.id, request.params.userId);
      return { blocked: false };
    },
  });

  endpointRoute(app, endpoints.reportMessage, {
    rateLimit: writes,
    handler: async (request, reply) => {
      const created = await messages.report(request.account!, request.params.id, request.body);
      // A repeat of the same report answers 200 and changes nothing.
      reply.status(created ? 201 : 200);
      return { acknowledged: true as const };
    },
  });

  endpointRoute(app, endpoints.listMessageReports, {
    handler: async (request) => {
      const wanted = pageRequest(request.query, TIME_ID);
      return toPage(await listReportedMessages(db, wanted), wanted.limit, timeIdKey, (row) => ({
        _id: row.id,
        body: row.body,
        sentAt: row.created_at.toISOString(),
        senderId: row.sender_id,
        senderName: row.sender_name,
        senderEmail: row.sender_email,
        productTitle: row.product_title,
        reasons: row.reasons,
        reports: row.report_count,
        reportedAt: row.reported_at.toISOString(),
      }));
    },
  });

  endpointRoute(app, endpoints.hideMessage, {
    rateLimit: writes,
    handler: async (request) => ({
      acknowledged: true as const,
      modifiedCount: await messages.hide(request.account!, request.params.id),
    }),
  });
}
