import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The signatures of the links the API mails (one-click unsubscribe, the undo of a change of
 * address): an HMAC-SHA256 under UNSUBSCRIBE_SECRET, each kind under its own label so that no
 * link's signature is valid for another kind.
 */

/** The signature of `text` for links of `label`, base64url. */
export const linkSignature = (secret: string, label: string, text: string): string =>
  createHmac('sha256', secret).update(`${label}:${text}`).digest('base64url');

/**
 * Whether `signature` is that of `text` for links of `label`. Compared as text, in constant time:
 * decoding would ignore the spare bits of the last character, so an altered one could pass.
 */
export function isLinkSignature(secret: string, label: string, text: string, signature: string): boolean {
  const given = Buffer.from(signature);
  const expected = Buffer.from(linkSignature(secret, label, text));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
