import { HttpResponse } from 'msw';
import {
  api,
  type Balance,
  type FeeRuleInfo,
  type LedgerLine,
  type Payout,
  type PayoutAccount,
} from '@replay/contract';
import { handle } from '@replay/testing';

/** Test data shaped like the server's answers, and the answers of the money's endpoints. */

/** 10 %, at least 50 cents. */
export const feeRule: FeeRuleInfo = { percent: 10, minCents: 50, currency: 'usd' };

/** GET /fees answering `feeRule`. */
export const serveFeeRule = () => handle(api.getFeeRule, () => HttpResponse.json(feeRule));

export const aBalance = (overrides: Partial<Balance> = {}): Balance => ({
  pendingCents: 34200,
  availableCents: 123456,
  paidOutCents: 50000,
  currency: 'usd',
  ...overrides,
});

export const aPayoutAccount = (overrides: Partial<PayoutAccount> = {}): PayoutAccount => ({
  provider: 'dummy',
  status: 'enabled',
  requirements: [],
  legalName: 'Sam Seller',
  country: 'DE',
  ibanLast4: '3000',
  ...overrides,
});

let next = 0;
const id = () => `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`;

export const aPayout = (overrides: Partial<Payout> = {}): Payout => ({
  _id: id(),
  amountCents: 50000,
  status: 'paid',
  createdAt: '2026-03-05T12:00:00.000Z',
  ...overrides,
});

export const aLedgerLine = (overrides: Partial<LedgerLine> = {}): LedgerLine => ({
  _id: id(),
  type: 'sale',
  amountCents: 38000,
  description: 'PlayStation 5',
  createdAt: '2026-03-05T12:00:00.000Z',
  pendingBalanceCents: 38000,
  availableBalanceCents: 0,
  ...overrides,
});
