import { isLinkSignature, linkSignature } from './signed-links';

/** Categories of mail a recipient may turn off with a link (orders and account mails always go). */
export const UNSUBSCRIBABLE = ['activity', 'marketing'] as const;
export type UnsubscribableCategory = (typeof UNSUBSCRIBABLE)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const LABEL = 'unsubscribe';

/**
 * The token of a one-click unsubscribe link: `<user id>.<category>.<HMAC-SHA256 of both>`, so it
 * needs no sign-in and no stored state, and nobody can make one for another user or category
 * without UNSUBSCRIBE_SECRET. It does not expire: a mail's link keeps working.
 */
export function unsubscribeToken(secret: string, userId: string, category: UnsubscribableCategory): string {
  return `${userId}.${category}.${linkSignature(secret, LABEL, `${userId}:${category}`)}`;
}

/** What a token says, when it is one of ours unaltered; undefined for anything else. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; category: UnsubscribableCategory } | undefined {
  const [userId, category, mac, ...rest] = token.split('.');
  if (rest.length || !userId || !category || !mac || !UUID.test(userId)) return undefined;
  if (!(UNSUBSCRIBABLE as readonly string[]).includes(category)) return undefined;
  if (!isLinkSignature(secret, LABEL, `${userId}:${category}`, mac)) return undefined;
  return { userId, category: category as UnsubscribableCategory };
}
