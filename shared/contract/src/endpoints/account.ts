import { Type } from '@sinclair/typebox';
import { LIMITS, ROLES } from '../domain';
import { defineEndpoint } from '../endpoint';
import { Id, Location, Mobile, OneOf, OptionalHttpUrl, Strict, Text } from '../schemas';

/**
 * The account's own pages: profile, password reset, address verification and change, export and
 * deletion. Codes are those of the links the API mails (`/auth/action?mode=…&oobCode=…`).
 */

const SIGNED_IN = ['buyer', 'seller', 'admin'] as const;
const Email = Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+$' });
const Password = Type.String({ minLength: LIMITS.passwordMin, maxLength: 128 });
const OobCode = Type.String({ minLength: 1, maxLength: 2048 });
const Accepted = Strict({ accepted: Type.Literal(true) });
/** The address of the account a code acted on. */
const CodeApplied = Strict({ email: Type.String() });

/** The signed-in user's own account, as their account page shows it. */
const MyAccountSchema = Strict({
  _id: Id,
  name: Type.String(),
  email: Type.String(),
  img: Type.String(),
  role: OneOf(ROLES),
  /** A seller verified by an admin (the badge). */
  verified: Type.Boolean(),
  /** The owner confirmed the e-mail address. */
  emailVerified: Type.Boolean(),
  phone: Type.String(),
  /** Where they like to meet (prefilled when they book). */
  meetingPlace: Type.String(),
});

export const getMyAccount = defineEndpoint({
  method: 'GET',
  path: '/users/me',
  summary: "The caller's account: profile, phone, meeting place, whether the e-mail is confirmed",
  access: SIGNED_IN,
  responses: { 200: MyAccountSchema },
});

export const updateMyAccount = defineEndpoint({
  method: 'PATCH',
  path: '/users/me',
  summary:
    "Changes the caller's name, photo (an upload of theirs), phone or default meeting place ('' clears the last two)",
  access: SIGNED_IN,
  body: Strict({
    name: Type.Optional(Text(1, LIMITS.nameMax)),
    img: Type.Optional(OptionalHttpUrl),
    phone: Type.Optional(Type.Union([Mobile, Type.Literal('')])),
    meetingPlace: Type.Optional(Type.Union([Location, Type.Literal('')])),
  }),
  responses: { 200: MyAccountSchema },
});

export const requestPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/account/password-reset',
  summary:
    'Mails a password-reset link when an account has the address; always 202, whether or not one does (5 an hour per client and per address)',
  access: 'public',
  body: Strict({ email: Email }),
  responses: { 202: Accepted },
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/account/password-reset/confirm',
  summary:
    'Sets a new password with the code of a reset link (once); the account is mailed "Your password was changed"',
  access: 'public',
  body: Strict({ oobCode: OobCode, password: Password }),
  responses: { 200: CodeApplied },
});

export const sendVerificationEmail = defineEndpoint({
  method: 'POST',
  path: '/account/verification-email',
  summary: 'Mails the caller a new link that confirms their address (rate-limited); 409 when it is confirmed',
  access: SIGNED_IN,
  responses: { 202: Accepted },
  errors: [409],
});

export const verifyEmail = defineEndpoint({
  method: 'POST',
  path: '/account/verify-email',
  summary: 'Confirms an address with the code of a verification link',
  access: 'public',
  body: Strict({ oobCode: OobCode }),
  responses: { 200: CodeApplied },
});

export const requestEmailChange = defineEndpoint({
  method: 'POST',
  path: '/account/email',
  summary:
    'Mails the new address a link that moves the account to it (a Firebase ID token from a sign-in of the last 5 minutes)',
  access: 'idToken',
  body: Strict({ newEmail: Email }),
  responses: { 202: Accepted },
  errors: [409],
});

export const confirmEmailChange = defineEndpoint({
  method: 'POST',
  path: '/account/email/confirm',
  summary: 'Moves the account to its new address with the code of the link mailed there; the old address is told',
  access: 'public',
  body: Strict({ oobCode: OobCode }),
  responses: { 200: CodeApplied },
});

export const recoverEmail = defineEndpoint({
  method: 'POST',
  path: '/account/email/recover',
  summary: 'Undoes a change of address with the code mailed to the old one; signs the account out everywhere',
  access: 'public',
  body: Strict({ oobCode: OobCode }),
  responses: { 200: CodeApplied },
});

const Rows = Type.Array(Type.Record(Type.String(), Type.Unknown()));

/** What the export holds: the caller's data; other people by display name only. */
const AccountExportSchema = Strict({
  exportedAt: Type.String(),
  profile: Type.Record(Type.String(), Type.Unknown()),
  /** The site's currency (a row with an amount in integer cents names its own). */
  currency: Type.String(),
  listings: Rows,
  bookings: Rows,
  bookingsOfMyListings: Rows,
  orders: Rows,
  sales: Rows,
  refunds: Rows,
  reviewsGiven: Rows,
  reviewsReceived: Rows,
  conversations: Rows,
  savedItems: Rows,
  notificationPreferences: Type.Record(Type.String(), Type.Unknown()),
});

export const exportMyData = defineEndpoint({
  method: 'GET',
  path: '/account/export',
  summary:
    "The caller's data as a JSON attachment (replay-market-export-YYYY-MM-DD.json): profile, listings, bookings, orders, payments, refunds, reviews, conversations, saved items, preferences; 3 a day",
  access: SIGNED_IN,
  responses: { 200: AccountExportSchema },
});

export const deleteMyAccount = defineEndpoint({
  method: 'DELETE',
  path: '/account',
  summary:
    'Deletes the caller\'s account (a Firebase ID token from a sign-in of the last 5 minutes, and `confirm: "DELETE"`); 409 with the reasons while a buyer is paying for their product or a refund to them is pending',
  access: 'idToken',
  body: Strict({ confirm: Type.Literal('DELETE') }),
  responses: { 200: Strict({ deleted: Type.Literal(true) }) },
  errors: [409],
});
