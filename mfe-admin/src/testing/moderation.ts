import type { AdminAppeal, CaseDetail, Decision, ModerationCase } from '@replay/contract';

/** Fixtures of the moderation pages: a reported listing's case, its details, decisions and appeals. */

export const CASE_ID = '00000000-0000-4000-8000-00000000c001';
export const PRODUCT_ID = '00000000-0000-4000-8000-000000000b01';
export const OWNER = { _id: '00000000-0000-4000-8000-0000000000f1', name: 'Sam Seller', email: 'sam@replay.test' };

/** An open, severe case about a listing, reported three times. */
export const aCase = (overrides: Partial<ModerationCase> = {}): ModerationCase => ({
  _id: CASE_ID,
  target: { kind: 'product', id: PRODUCT_ID },
  reasons: { other: 1, scam: 2 },
  reports: 3,
  firstAt: '2026-03-10T09:00:00.000Z',
  lastAt: '2026-03-14T14:05:00.000Z',
  state: 'open',
  severe: true,
  preview: { text: 'Zelda: Tears of the Kingdom', imageUrl: 'https://img.test/zelda.png', owner: OWNER, present: true },
  ...overrides,
});

/** An earlier warning about another of the owner's listings, not appealed. */
export const aDecision = (overrides: Partial<Decision> = {}): Decision => ({
  _id: '00000000-0000-4000-8000-00000000d001',
  action: 'warn',
  ground: 'terms.misleading_listing',
  facts: 'The photos were of another console',
  target: { kind: 'product', id: '00000000-0000-4000-8000-000000000b02' },
  targetText: 'Nintendo Switch OLED',
  automated: false,
  createdAt: '2026-02-01T10:00:00.000Z',
  appealUntil: '2026-08-01T10:00:00.000Z',
  appeal: null,
  ...overrides,
});

/** The case in full: a member's report and a public notice, no history, no strikes. */
export const aCaseDetail = (overrides: Partial<CaseDetail> = {}): CaseDetail => ({
  ...aCase(),
  items: [
    {
      _id: '00000000-0000-4000-8000-00000000e001',
      source: 'report',
      reason: 'scam',
      details: 'Asks to be paid outside the site',
      reporter: { _id: '00000000-0000-4000-8000-0000000000b1', name: 'Bea Buyer' },
      createdAt: '2026-03-10T09:00:00.000Z',
    },
    {
      _id: '00000000-0000-4000-8000-00000000e002',
      source: 'notice',
      reason: 'other',
      reporter: null,
      notifier: { name: 'Nora Notifier', email: 'nora@example.test', reference: 'N-2026-0042' },
      createdAt: '2026-03-14T14:05:00.000Z',
    },
  ],
  history: [],
  strikes: 0,
  suspendedUntil: null,
  decision: null,
  ...overrides,
});

/** An open appeal of a suspension, by the owner. */
export const anAppeal = (overrides: Partial<AdminAppeal> = {}): AdminAppeal => ({
  _id: '00000000-0000-4000-8000-00000000a001',
  text: 'I sent the buyer a tracking number',
  state: 'open',
  createdAt: '2026-03-16T08:30:00.000Z',
  decision: aDecision({
    action: 'suspend',
    ground: 'terms.fraud',
    facts: 'Took payment for a console never sent',
    days: 7,
    suspendedUntil: '2026-03-22T10:00:00.000Z',
    createdAt: '2026-03-15T10:00:00.000Z',
  }),
  decidedBy: { _id: '00000000-0000-4000-8000-0000000000a2', name: 'Otto Admin' },
  appellant: OWNER,
  ...overrides,
});
