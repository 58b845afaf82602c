/*
 * The mails as components: each notice's words and both parts of its mail, escaping, exact money,
 * the unsubscribe token, the `log` and `none` transports and the outbox's retry delays.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { NOTIFICATION_KINDS } from '@replay/contract';
import { escapeHtml, formatDate, formatMoney, renderMail } from '../src/mail/layout';
import { retryDelay } from '../src/mail/outbox-worker';
import { createMailTransport, mailDomain } from '../src/mail/transport';
import { readUnsubscribeToken, unsubscribeToken } from '../src/mail/unsubscribe';
import { describeNotice, NOTICES, type Notice } from '../src/notifications/notices';

const PAID_AT = new Date('2025-03-14T09:26:53Z');
const SELLER = '6f1c2a52-7d0e-4c55-9a36-3b8f1f0e2d11';
const CONVERSATION = '0b7e64c1-52a3-4f0e-8d2c-94a6a1f3c7e5';

/** One notice of every kind, with a title that would break HTML if it were not escaped. */
const EXAMPLES: Notice[] = [
  { kind: 'booking_created', product: 'Mario & <Luigi>', buyerName: 'Ann' },
  { kind: 'booking_cancelled', product: 'Mario & <Luigi>', buyerName: 'Ann' },
  {
    kind: 'sold',
    product: 'Mario & <Luigi>',
    buyerName: 'Ann',
    amountCents: 123456,
    currency: 'usd',
    transactionId: 'pi_1',
  },
  {
    kind: 'receipt',
    product: 'Mario & <Luigi>',
    sellerName: 'Bob',
    paidAt: PAID_AT,
    amountCents: 1999,
    currency: 'usd',
    transactionId: 'pi_1',
  },
  { kind: 'sold_to_another', product: 'Mario & <Luigi>' },
  {
    kind: 'refund',
    product: 'Mario & <Luigi>',
    reason: 'Item is bought by another buyer',
    amountCents: 5,
    currency: 'eur',
  },
  { kind: 'review', rating: 4, comment: 'Great "seller" <3', buyerName: 'Ann', sellerId: SELLER },
  { kind: 'listing_removed', product: 'Mario & <Luigi>' },
  { kind: 'seller_verified', sellerId: SELLER },
  { kind: 'account_closed' },
  {
    kind: 'message',
    product: 'Mario & <Luigi>',
    senderName: 'Ann',
    body: 'Is it <3 boxed?',
    conversationId: CONVERSATION,
  },
];

describe('notices', () => {
  it('has one definition per notification kind of the contract, with the subject lines of the product', () => {
    const inTheBell = Object.entries(NOTICES).filter(([, definition]) => !('mailOnly' in definition));
    expect(inTheBell.map(([kind]) => kind).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    // A message comes by mail only: the drawer's Messages link counts it, the bell never lists it.
    expect(Object.keys(NOTICES).filter((kind) => !NOTIFICATION_KINDS.includes(kind as never))).toEqual(['message']);
    expect(EXAMPLES.map((notice) => [notice.kind, describeNotice(notice).mail?.subject ?? null])).toEqual([
      ['booking_created', 'New booking for Mario & <Luigi>'],
      ['booking_cancelled', 'Booking cancelled: Mario & <Luigi>'],
      ['sold', 'Sold: Mario & <Luigi>'],
      ['receipt', 'Your receipt for Mario & <Luigi>'],
      ['sold_to_another', null],
      ['refund', 'Refund for Mario & <Luigi>'],
      ['review', 'New review: 4 stars'],
      ['listing_removed', 'Your listing Mario & <Luigi> was removed'],
      ['seller_verified', 'You are now a verified seller'],
      ['account_closed', 'Your Replay Market account was closed'],
      ['message', 'New message about Mario & <Luigi>'],
    ]);
  });

  it('puts orders and account mails beyond preferences, and reviews, verification, removals and messages in activity', () => {
    expect(EXAMPLES.map((notice) => [notice.kind, describeNotice(notice).category])).toEqual([
      ['booking_created', 'orders'],
      ['booking_cancelled', 'orders'],
      ['sold', 'orders'],
      ['receipt', 'orders'],
      ['sold_to_another', 'orders'],
      ['refund', 'orders'],
      ['review', 'activity'],
      ['listing_removed', 'activity'],
      ['seller_verified', 'activity'],
      ['account_closed', 'account'],
      ['message', 'activity'],
    ]);
  });

  it('links each notice to the page it concerns', () => {
    expect(EXAMPLES.map((notice) => describeNotice(notice).link)).toEqual([
      '/dashboard/mybookings',
      '/dashboard/mybookings',
      '/dashboard/mybookings',
      '/dashboard/myorders',
      '/dashboard/myorders',
      '/dashboard/myorders',
      `/seller/${SELLER}`,
      '/dashboard/myproducts',
      `/seller/${SELLER}`,
      '/',
      `/dashboard/messages/${CONVERSATION}`,
    ]);
  });

  it('writes a receipt with the amount, date and transaction in both parts', () => {
    const text = describeNotice(EXAMPLES[3]!);
    const mail = renderMail(text.mail!, {
      action: { label: text.action, url: 'https://site.test/dashboard/myorders' },
      preferencesUrl: 'https://site.test/dashboard/notifications',
    });
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('$19.99');
      expect(part).toContain('2025-03-14 09:26 UTC');
      expect(part).toContain('pi_1');
      expect(part).toContain('https://site.test/dashboard/myorders');
      expect(part).toContain('https://site.test/dashboard/notifications');
    }
    expect(mail.text).toContain('Item: Mario & <Luigi>');
    expect(mail.html).toContain('Mario &amp; &lt;Luigi&gt;');
    expect(mail.html).not.toMatch(/<Luigi>/);
    expect(mail.html).not.toContain('Unsubscribe');
  });

  it('escapes every value of every mail, links and quotes included', () => {
    for (const notice of EXAMPLES) {
      const text = describeNotice(notice);
      if (!text.mail) continue;
      const mail = renderMail(text.mail, {
        action: { label: text.action, url: 'https://site.test/x?a=1&b="2"' },
        preferencesUrl: 'https://site.test/dashboard/notifications',
        unsubscribeUrl: 'https://site.test/unsubscribe?token=a.b.c',
      });
      expect(mail.html).not.toMatch(/<(Luigi|3)/);
      expect(mail.html).toContain('href="https://site.test/x?a=1&amp;b=&quot;2&quot;"');
      expect(mail.html).toContain('href="https://site.test/unsubscribe?token=a.b.c"');
      expect(mail.text).toContain('Unsubscribe from these e-mails: https://site.test/unsubscribe?token=a.b.c');
    }
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('formats money exactly from cents, and dates in UTC', () => {
    expect(formatMoney(123456789, 'usd')).toBe('$1,234,567.89');
    expect(formatMoney(30, 'usd')).toBe('$0.30');
    expect(formatMoney(5, 'eur')).toBe('0.05 EUR');
    expect(formatMoney(100_000_000, 'USD')).toBe('$1,000,000.00');
    expect(formatDate(new Date('1999-12-31T23:59:59.999Z'))).toBe('1999-12-31 23:59 UTC');
  });
});

describe('unsubscribe tokens', () => {
  const secret = 'a-secret-of-at-least-thirty-two-characters';
  const userId = 'e7c2a1d4-5b6f-4a3e-9c8d-0f1e2d3c4b5a';

  it('read back as the user and category they were made for, and only with the secret they were signed with', () => {
    const token = unsubscribeToken(secret, userId, 'activity');
    expect(readUnsubscribeToken(secret, token)).toEqual({ userId, category: 'activity' });
    expect(readUnsubscribeToken(`${secret}!`, token)).toBeUndefined();
  });

  it('refuses any change: another user, another category, a changed or shortened signature, extra parts', () => {
    const token = unsubscribeToken(secret, userId, 'activity');
    const [, , mac] = token.split('.');
    const other = 'f7c2a1d4-5b6f-4a3e-9c8d-0f1e2d3c4b5a';
    // The last character of a base64url signature carries spare bits: changing only those must fail too.
    const last = mac!.at(-1)!;
    const sibling = 'AEIMQUYcgkosw048'.includes(last) ? String.fromCharCode(last.charCodeAt(0) + 1) : last;
    for (const forged of [
      `${other}.activity.${mac}`,
      `${userId}.marketing.${mac}`,
      `${userId}.orders.${mac}`,
      `${userId}.activity.${mac!.slice(0, -1)}`,
      `${userId}.activity.${mac!.slice(0, -1)}${sibling === last ? '' : sibling}`,
      `${token}.x`,
      '',
      'garbage',
    ]) {
      expect({ forged, read: readUnsubscribeToken(secret, forged) }).toEqual({ forged, read: undefined });
    }
  });
});

describe('mail transports', () => {
  const mail = {
    id: '0b7e4c8a-2f3d-4e5a-8b9c-1d2e3f4a5b6c',
    messageId: '<outbox-0b7e4c8a-2f3d-4e5a-8b9c-1d2e3f4a5b6c@replay.test>',
    createdAt: new Date('2025-03-14T09:26:53Z'),
    from: 'Replay Market <no-reply@replay.test>',
    to: 'ann@example.com',
    subject: 'Your receipt for Mario & <Luigi>',
    html: '<p>Hello</p>',
    text: 'Hello',
    headers: { 'List-Unsubscribe': '<https://api.test/unsubscribe?token=x>' },
  };

  it('log: writes each mail as it would be sent, an .eml file under the folder, the same file again at a retry', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'replay-mail-')), 'mail');
    const transport = createMailTransport({ kind: 'log', dir });
    expect(transport.destination).toBe(dir);
    expect(await transport.send(mail)).toBe('sent');
    expect(await transport.send(mail)).toBe('sent');
    transport.close();
    expect(readdirSync(dir)).toEqual([`20250314T092653Z-${mail.id}.eml`]);
    const parsed = await simpleParser(readFileSync(path.join(dir, readdirSync(dir)[0]!)));
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.messageId).toBe(mail.messageId);
    expect(parsed.html).toContain('<p>Hello</p>');
    expect(parsed.text).toContain('Hello');
    expect(parsed.headerLines.find((line) => line.key === 'list-unsubscribe')?.line).toContain('unsubscribe?token=x');
  });

  it('none: drops mails (skipped); smtp: names its server without the password', async () => {
    const none = createMailTransport({ kind: 'none' });
    expect(await none.send(mail)).toBe('skipped');
    const smtp = createMailTransport({ kind: 'smtp', url: 'smtp://user:secret@127.0.0.1:1' });
    expect(smtp.destination).toBe('smtp://user:***@127.0.0.1:1');
    await expect(smtp.send(mail)).rejects.toThrow(/could not send mail to smtp:\/\/user:\*\*\*@127\.0\.0\.1:1/);
    smtp.close();
    expect(mailDomain('Replay Market <no-reply@replay.test>')).toBe('replay.test');
    expect(mailDomain('shop@example.com')).toBe('example.com');
  });

  it('waits twice as long after each failed attempt, at most an hour', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelay(attempt, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelay(12, 30_000)).toBe(3_600_000);
    expect(retryDelay(200, 30_000)).toBe(3_600_000);
  });
});
