import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';
import { DISPUTE_OUTCOMES, DISPUTE_STATES, PROBLEM_REASONS } from '../domain';
import {
  AdminDisputeSchema,
  BalanceSchema,
  FeeRuleSchema,
  HandoverSchema,
  HttpUrl,
  Id,
  IdParams,
  LedgerLineSchema,
  MoneyOverviewSchema,
  OneOf,
  PageOf,
  PageQuery,
  PayoutAccountInputSchema,
  PayoutAccountSchema,
  PayoutSchema,
  Strict,
  Text,
} from '../schemas';

/**
 * Sellers get paid: the fee, the seller's balance and ledger, the payout account and payouts, the
 * handover at the meet-up, problems the buyer reports and the admin's disputes and money overview.
 */

export const getFeeRule = defineEndpoint({
  method: 'GET',
  path: '/fees',
  summary: "The Replay Market fee's rule (a percentage, at least a minimum), for the listing form's preview",
  access: 'public',
  responses: { 200: FeeRuleSchema },
});

export const getMyBalance = defineEndpoint({
  method: 'GET',
  path: '/me/balance',
  summary: "The seller's money: pending (paid orders not yet released, after the fee), available and paid out",
  access: ['seller'],
  responses: { 200: BalanceSchema },
});

export const listMyLedger = defineEndpoint({
  method: 'GET',
  path: '/me/ledger',
  summary: "The seller's ledger lines, newest first, signed from the seller's side, with the balances after each",
  access: ['seller'],
  query: PageQuery,
  paging: 'body',
  responses: { 200: PageOf(LedgerLineSchema) },
});

export const downloadMyLedger = defineEndpoint({
  method: 'GET',
  path: '/me/ledger.csv',
  summary: "The seller's whole ledger as CSV, newest first",
  access: ['seller'],
  produces: 'text/csv',
  responses: { 200: Type.String() },
});

export const getMyPayoutAccount = defineEndpoint({
  method: 'GET',
  path: '/me/payout-account',
  summary: "The seller's payout account: its status and what is still needed",
  access: ['seller'],
  responses: { 200: PayoutAccountSchema },
});

export const saveMyPayoutAccount = defineEndpoint({
  method: 'PUT',
  path: '/me/payout-account',
  summary: 'Sets up payouts with the built-in provider: legal name, country and account number (IBAN, checked)',
  access: ['seller'],
  body: PayoutAccountInputSchema,
  responses: { 200: PayoutAccountSchema },
  errors: [409],
});

export const createPayoutAccountLink = defineEndpoint({
  method: 'POST',
  path: '/me/payout-account/link',
  summary: "Stripe: the Connect Express account's onboarding link",
  access: ['seller'],
  responses: { 200: Strict({ url: HttpUrl }) },
  errors: [409, 502],
});

export const listMyPayouts = defineEndpoint({
  method: 'GET',
  path: '/me/payouts',
  summary: "The seller's payouts, newest first",
  access: ['seller'],
  query: PageQuery,
  paging: 'body',
  responses: { 200: PageOf(PayoutSchema) },
});

export const withdraw = defineEndpoint({
  method: 'POST',
  path: '/me/payouts',
  summary: 'Withdraw: pays out all that is available now (one payout however many calls race)',
  access: ['seller'],
  responses: { 201: Strict({ _id: Id, amountCents: Type.Integer(), status: PayoutSchema.properties.status }) },
  errors: [409],
});

export const confirmHandover = defineEndpoint({
  method: 'POST',
  path: '/booking/:id/handover',
  summary: "The seller enters the buyer's handover code at the meet-up (5 wrong tries lock it for an hour)",
  access: ['seller'],
  params: IdParams,
  body: Strict({ code: Type.String({ minLength: 1, maxLength: 12 }) }),
  responses: { 200: HandoverSchema },
  errors: [404, 409],
});

export const confirmReceived = defineEndpoint({
  method: 'POST',
  path: '/booking/:id/received',
  summary: 'The buyer says they got the item ("I got it"): the protection window starts',
  access: ['buyer'],
  params: IdParams,
  responses: { 200: HandoverSchema },
  errors: [404, 409],
});

export const reportProblem = defineEndpoint({
  method: 'POST',
  path: '/booking/:id/problem',
  summary: "The buyer reports a problem within the protection window: the seller's money is frozen and a dispute opens",
  access: ['buyer'],
  params: IdParams,
  body: Strict({ reason: OneOf(PROBLEM_REASONS), details: Text(1, 2000) }),
  responses: { 201: Strict({ disputeId: Id }) },
  errors: [404, 409],
});

export const respondToDispute = defineEndpoint({
  method: 'POST',
  path: '/disputes/:id/response',
  summary: "The seller's answer to a dispute: text and photos of their own uploads",
  access: ['seller'],
  params: IdParams,
  body: Strict({ text: Text(1, 2000), images: Type.Optional(Type.Array(HttpUrl, { maxItems: 6, uniqueItems: true })) }),
  responses: { 200: Strict({ acknowledged: Type.Literal(true) }) },
  errors: [404, 409],
});

export const listDisputes = defineEndpoint({
  method: 'GET',
  path: '/admin/disputes',
  summary: 'Disputes, open ones oldest first, resolved ones newest first',
  access: ['admin'],
  query: Strict({ ...PageQuery.properties, state: Type.Optional(OneOf(DISPUTE_STATES)) }),
  paging: 'body',
  responses: { 200: PageOf(AdminDisputeSchema) },
});

export const resolveDispute = defineEndpoint({
  method: 'POST',
  path: '/admin/disputes/:id/resolve',
  summary:
    'Ends a dispute: refund in full, refund part (an amount) or release to the seller, with a reason both sides read',
  access: ['admin'],
  params: IdParams,
  body: Strict({
    outcome: OneOf(DISPUTE_OUTCOMES),
    amountCents: Type.Optional(Type.Integer({ minimum: 1 })),
    reason: Text(1, 1000),
  }),
  responses: { 200: AdminDisputeSchema },
  errors: [404, 409, 502],
});

export const getMoneyOverview = defineEndpoint({
  method: 'GET',
  path: '/admin/money',
  summary: 'Fees earned, funds held, payouts under way and the last reconciliation of the ledger',
  access: ['admin'],
  responses: { 200: MoneyOverviewSchema },
});
