import { readAccountData } from '../db/account-export';
import type { Queryable } from '../db/database';
import { PREFERENCE_DEFAULTS } from '../db/notifications';
import type { UserRow } from '../db/users';

/*
 * The export of a user's data (GET /account/export): everything the site keeps about them, and
 * the other people of their bookings, orders, reviews and conversations by display name only
 * (never their e-mail or phone). Amounts are integer cents with their currency, as stored.
 */

export async function exportAccount(db: Queryable, user: UserRow, currency: string): Promise<Record<string, unknown>> {
  const id = user.id;
  const { conversations, messages, savedItems, preferences, ...lists } = await readAccountData(db, id);

  const notificationPreferences: Record<string, { email: boolean; inApp: boolean }> = {};
  for (const [category, defaults] of Object.entries(PREFERENCE_DEFAULTS)) {
    const chosen = preferences.find((row) => row.category === category);
    notificationPreferences[category] = chosen
      ? { email: chosen.email as boolean, inApp: chosen.in_app as boolean }
      : { email: defaults.email, inApp: defaults.inApp };
  }

  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id,
      name: user.name,
      email: user.email,
      photo: user.img,
      phone: user.phone ?? '',
      meetingPlace: user.meeting_place ?? '',
      role: user.role,
      verifiedSeller: user.verified,
      emailConfirmed: Boolean(user.email_verified_at),
      memberSince: user.created_at,
    },
    currency,
    ...lists,
    conversations: conversations.map((conversation) => ({
      ...conversation,
      messages: messages
        .filter((message) => message.conversation_id === conversation.id)
        .map(({ conversation_id: _conversation, ...message }) => message),
    })),
    savedItems,
    notificationPreferences,
  };
}
