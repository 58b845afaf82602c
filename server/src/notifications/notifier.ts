import { NOTIFICATION_EVENT, paths } from '@replay/contract';
import * as endpoints from '@replay/contract/endpoints';
import type { Queryable } from '../db/database';
import {
  addLiveEvent,
  addNotificationToMany,
  findNoticeRecipient,
  insertNotification,
  PREFERENCE_DEFAULTS,
} from '../db/notifications';
import { takeMailCap } from '../db/mail-caps';
import { queueMail } from '../db/outbox';
import { renderMail } from '../mail/layout';
import { unsubscribeToken } from '../mail/unsubscribe';
import { describeNotice, type Notice } from './notices';

export interface NotifierOptions {
  /** The site's address: the links of mails. */
  siteUrl: string;
  /** The API's address: the List-Unsubscribe link, which mail clients POST to. */
  apiUrl: string;
  unsubscribeSecret: string;
  /** Mails of notices another member caused (`byMember`) one user may get an hour; past it, the bell only. */
  memberMailsPerHour: number;
}

/**
 * Tells a user what happened: a notification in their list (and a ring on their open pages) and a
 * mail in the outbox, as their preferences allow. Call it inside the transaction of the change
 * that causes it, so both exist exactly when the change does; `key` names the event (one
 * notification and one mail per key and recipient: an event told twice is told once).
 */
export class Notifier {
  constructor(private readonly options: NotifierOptions) {}

  /**
   * Tells many users the same in-app notice in three statements, however many they are (the
   * product's other bookers when it sells: inside the sale's transaction, which holds the product's
   * row lock). A notice with a mail, or one its users may turn off, is told to each in turn.
   */
  async tellAll(tx: Queryable, userIds: string[], key: string, notice: Notice): Promise<void> {
    const text = describeNotice(notice);
    if (text.mail || text.mailOnly || text.category === 'activity' || text.category === 'marketing') {
      for (const userId of userIds) await this.tell(tx, userId, key, notice);
      return;
    }
    if (userIds.length === 0) return;
    await addNotificationToMany(
      tx,
      userIds,
      { key, kind: notice.kind, title: text.title, body: text.body, link: text.link },
      NOTIFICATION_EVENT,
    );
  }

  async tell(tx: Queryable, userId: string, key: string, notice: Notice): Promise<void> {
    const text = describeNotice(notice);
    const { category } = text;
    const user = await findNoticeRecipient(tx, userId, category);
    if (!user) return;
    const optional = category === 'activity' || category === 'marketing' ? PREFERENCE_DEFAULTS[category] : undefined;
    const inApp = !text.mailOnly && (text.inAppAlways || (optional ? (user.pref_in_app ?? optional.inApp) : true));
    const email = optional ? (user.pref_email ?? optional.email) : true;

    if (inApp) {
      const added = await insertNotification(tx, {
        userId,
        key,
        kind: notice.kind,
        title: text.title,
        body: text.body,
        link: text.link,
      });
      if (added) await addLiveEvent(tx, userId, NOTIFICATION_EVENT);
    }

    if (email && text.mail && (await this.mayMail(tx, userId, text.byMember))) {
      const { siteUrl, apiUrl, unsubscribeSecret } = this.options;
      const token =
        category === 'activity' || category === 'marketing'
          ? unsubscribeToken(unsubscribeSecret, userId, category)
          : undefined;
      const content = renderMail(text.mail, {
        action: { label: text.action, url: `${siteUrl}${text.link}` },
        preferencesUrl: `${siteUrl}${paths.notifications}`,
        unsubscribeUrl: token ? `${siteUrl}${paths.unsubscribe(token)}` : undefined,
      });
      await queueMail(tx, {
        userId,
        key,
        category,
        to: user.email,
        ...content,
        // RFC 8058: a mail client's one-click POST reaches the API, which needs no sign-in for it.
        headers: token
          ? {
              'List-Unsubscribe': `<${apiUrl}${endpoints.unsubscribe.path}?token=${encodeURIComponent(token)}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            }
          : {},
      });
    }
  }

  /** Whether a mail of this notice may leave: one another member caused counts against the recipient's hourly cap. */
  private async mayMail(tx: Queryable, userId: string, byMember: boolean): Promise<boolean> {
    if (!byMember) return true;
    const taken = await takeMailCap(tx, `member-mails:${userId}`, this.options.memberMailsPerHour, 3600);
    return taken.allowed;
  }
}
