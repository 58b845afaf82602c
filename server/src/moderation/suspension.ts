import type { FastifyRequest } from 'fastify';
import type { Endpoint } from '@replay/contract';

/**
 * What a suspended member may still do among the writes: look after their account, notifications,
 * saved items and blocks, report and appeal, cancel their own bookings, close or delete their
 * listings, finish the orders already paid (handover, receipt, problems, disputes), be paid what
 * they earned, and decline or withdraw offers. Every other member write (listing, editing, booking,
 * paying, messaging, reviewing, offering, and any write added later unless it is named here) is
 * refused while the suspension lasts.
 */
export const ALLOWED_WHILE_SUSPENDED: ReadonlySet<string> = new Set([
  'sendVerificationEmail',
  'updateMyAccount',
  'markNotificationsRead',
  'saveNotificationPreferences',
  'saveFavourite',
  'removeFavourite',
  'blockUser',
  'unblockUser',
  'markConversationRead',
  'reportProduct',
  'reportMessage',
  'appealDecision',
  'cancelBooking',
  'closeProduct',
  'deleteProduct',
  'confirmHandover',
  'confirmReceived',
  'reportProblem',
  'respondToDispute',
  'saveMyPayoutAccount',
  'createPayoutAccountLink',
  'withdraw',
  'withdrawOffer',
  'declineOffer',
]);

/** Whether a suspension refuses calls of this endpoint: a member write not allowed above. */
export function refusedWhileSuspended(endpoint: Endpoint, name: string): boolean {
  if (endpoint.method === 'GET' || !Array.isArray(endpoint.access)) return false;
  const access = endpoint.access as readonly string[];
  const forMembers = access.includes('buyer') || access.includes('seller');
  return forMembers && !ALLOWED_WHILE_SUSPENDED.has(name);
}

/** The `preHandler` of those endpoints: 403 "Your account is suspended until {date}" while it lasts. */
export async function refuseWhileSuspended(request: FastifyRequest): Promise<void> {
  request.server.moderation.refuseIfSuspended(request.account);
}
