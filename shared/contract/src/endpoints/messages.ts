import { Type } from '@sinclair/typebox';
import { LIMITS, REPORT_REASONS } from '../domain';
import { defineEndpoint } from '../endpoint';
import {
  BadgesSchema,
  ClientId,
  ConversationSchema,
  Id,
  IdParams,
  MessageReportSchema,
  MessageSchema,
  OneOf,
  PageOf,
  reportReasonProperties,
  PageQuery,
  Strict,
} from '../schemas';

/**
 * Conversations between a product's seller and a buyer, their messages, blocking and reporting a
 * user's messages, the admin's review of reported ones, and the unread counts of the header.
 */

const MEMBERS = ['buyer', 'seller'] as const;
const Created = Strict({ _id: Id });

export const startConversation = defineEndpoint({
  method: 'POST',
  path: '/conversations',
  summary:
    "Opens the conversation about a product: a buyer's with its seller (`productId`), or the seller's with a buyer who booked it (`productId`, `buyerId`); 201 when new, 200 with the existing one",
  access: MEMBERS,
  body: Strict({ productId: Id, buyerId: Type.Optional(Id) }),
  responses: { 201: Created, 200: Created },
  errors: [404, 409],
});

export const listConversations = defineEndpoint({
  method: 'GET',
  path: '/conversations',
  summary: "The caller's conversations, latest activity first",
  access: MEMBERS,
  query: PageQuery,
  paging: 'body',
  responses: { 200: PageOf(ConversationSchema) },
});

export const getConversation = defineEndpoint({
  method: 'GET',
  path: '/conversations/:id',
  summary: "One of the caller's conversations (404 for anyone else's)",
  access: MEMBERS,
  params: IdParams,
  responses: { 200: ConversationSchema },
  errors: [404],
});

export const listMessages = defineEndpoint({
  method: 'GET',
  path: '/conversations/:id/messages',
  summary: "A conversation's messages, newest first (its members only; 404 for anyone else)",
  access: MEMBERS,
  params: IdParams,
  query: PageQuery,
  paging: 'body',
  responses: { 200: PageOf(MessageSchema) },
  errors: [404],
});

export const sendMessage = defineEndpoint({
  method: 'POST',
  path: '/conversations/:id/messages',
  summary:
    'Sends a message (trimmed, 1–2000 characters); the same `clientId` again answers the same message. 403 while either member blocks the other',
  access: MEMBERS,
  params: IdParams,
  body: Strict({ body: Type.String({ maxLength: LIMITS.messageMax }), clientId: ClientId }),
  responses: { 201: Created },
  errors: [404, 409],
});

export const markConversationRead = defineEndpoint({
  method: 'POST',
  path: '/conversations/:id/read',
  summary: "Marks the conversation's messages read by the caller",
  access: MEMBERS,
  params: IdParams,
  responses: { 200: Strict({ unread: Type.Literal(0) }) },
  errors: [404],
});

export const getBadges = defineEndpoint({
  method: 'GET',
  path: '/me/badges',
  summary: "The caller's unread messages and notifications",
  access: ['buyer', 'seller', 'admin'],
  responses: { 200: BadgesSchema },
});

const UserParams = Strict({ userId: Id });
const BlockResult = Strict({ blocked: Type.Boolean() });

export const blockUser = defineEndpoint({
  method: 'PUT',
  path: '/blocks/:userId',
  summary:
    "Blocks a user: neither may message the other, and they cannot book the caller's products (blocking again changes nothing)",
  access: MEMBERS,
  params: UserParams,
  responses: { 200: BlockResult },
  errors: [404],
});

export const unblockUser = defineEndpoint({
  method: 'DELETE',
  path: '/blocks/:userId',
  summary: 'Unblocks a user',
  access: MEMBERS,
  params: UserParams,
  responses: { 200: BlockResult },
});

export const reportMessage = defineEndpoint({
  method: 'POST',
  path: '/messages/:id/report',
  summary:
    "Reports the other member's message to the admin with a reason and details (once per message and user: a repeat answers 200 and changes nothing)",
  access: MEMBERS,
  params: IdParams,
  body: Strict({ reason: OneOf(REPORT_REASONS), details: reportReasonProperties.details }),
  responses: { 201: Strict({ acknowledged: Type.Literal(true) }), 200: Strict({ acknowledged: Type.Literal(true) }) },
  errors: [404, 409],
});

export const listMessageReports = defineEndpoint({
  method: 'GET',
  path: '/admin/message-reports',
  summary: 'Reported messages not yet removed, one row each, latest report first',
  access: ['admin'],
  query: PageQuery,
  paging: 'body',
  responses: { 200: PageOf(MessageReportSchema) },
});

export const hideMessage = defineEndpoint({
  method: 'POST',
  path: '/admin/messages/:id/hide',
  summary: 'Removes a message: both members read "Message removed by admin" in its place',
  access: ['admin'],
  params: IdParams,
  responses: { 200: Strict({ acknowledged: Type.Literal(true), modifiedCount: Type.Integer() }) },
  errors: [404],
});
