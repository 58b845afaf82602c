import { Type } from '@sinclair/typebox';
import { LIMITS } from '../domain';
import { defineEndpoint } from '../endpoint';
import { Id, NotificationPreferencesSchema, NotificationSchema, OneOf, PageQuery, Strict } from '../schemas';

/** What happens to a user: their notifications, e-mail preferences, one-click unsubscribe and the live stream. */

const SIGNED_IN = ['buyer', 'seller', 'admin'] as const;

export const listNotifications = defineEndpoint({
  method: 'GET',
  path: '/notifications',
  summary: "The user's notifications, newest first, and how many are unread",
  access: SIGNED_IN,
  query: PageQuery,
  paging: 'body',
  responses: {
    200: Strict({
      items: Type.Array(NotificationSchema),
      nextCursor: Type.Union([Type.String(), Type.Null()]),
      unread: Type.Integer(),
    }),
  },
});

export const markNotificationsRead = defineEndpoint({
  method: 'POST',
  path: '/notifications/read',
  summary: "Marks some of the user's notifications read (`ids`), or all of them (`all: true`)",
  access: SIGNED_IN,
  body: Type.Union([
    Strict({ ids: Type.Array(Id, { minItems: 1, maxItems: LIMITS.listPageMax }) }),
    Strict({ all: Type.Literal(true) }),
  ]),
  responses: { 200: Strict({ modifiedCount: Type.Integer() }) },
});

export const getNotificationPreferences = defineEndpoint({
  method: 'GET',
  path: '/notifications/preferences',
  summary: 'Where the user gets the notifications they may turn off (orders always come)',
  access: SIGNED_IN,
  responses: { 200: NotificationPreferencesSchema },
});

export const saveNotificationPreferences = defineEndpoint({
  method: 'PUT',
  path: '/notifications/preferences',
  summary: 'Saves where the user gets the notifications they may turn off',
  access: SIGNED_IN,
  body: NotificationPreferencesSchema,
  responses: { 200: NotificationPreferencesSchema },
});

/** The signed token of a mail's unsubscribe link (no sign-in needed). */
const TokenQuery = Strict({ token: Type.String({ minLength: 1, maxLength: 300 }) });

export const openUnsubscribeLink = defineEndpoint({
  method: 'GET',
  path: '/unsubscribe',
  summary:
    "A mail's List-Unsubscribe link opened in a browser: sends it to the site's confirmation page (303), changing nothing",
  access: 'public',
  query: TokenQuery,
  responses: { 303: Type.Null() },
});

export const unsubscribe = defineEndpoint({
  method: 'POST',
  path: '/unsubscribe',
  summary:
    "One-click unsubscribe (RFC 8058): the body `List-Unsubscribe=One-Click` (form-encoded, or JSON) turns the token's category of e-mail off",
  access: 'public',
  query: TokenQuery,
  body: Strict({ 'List-Unsubscribe': Type.Literal('One-Click') }),
  responses: { 200: Strict({ acknowledged: Type.Literal(true), category: OneOf(['activity', 'marketing'] as const) }) },
});

export const liveEvents = defineEndpoint({
  method: 'GET',
  path: '/events',
  summary:
    'Server-Sent Events for the signed-in user: `notification` ({"unread": N}), each with an `id:`; after Last-Event-ID, what was missed; a comment every 20 s',
  access: SIGNED_IN,
  produces: 'text/event-stream',
  responses: { 200: Type.String() },
});
