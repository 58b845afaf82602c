import type { Appeal, Decision, Transparency } from '@replay/contract';

/* Decisions, appeals and a month's figures shaped like the API's answers. */

const DAY = 24 * 3_600_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export function aDecision(overrides: Partial<Decision> = {}): Decision {
  return {
    _id: 'dec-1',
    action: 'remove_listing',
    ground: 'terms.misleading_listing',
    facts: 'The photos show another console than the one described.',
    target: { kind: 'product', id: 'prod-1' },
    targetText: 'PlayStation 5 Disc Edition',
    automated: false,
    createdAt: daysFromNow(-2),
    appealUntil: daysFromNow(12),
    appeal: null,
    ...overrides,
  };
}

export function anAppeal(overrides: Partial<Appeal> = {}): Appeal {
  return {
    _id: 'appeal-1',
    text: 'The photos are of this very console.',
    state: 'open',
    createdAt: daysFromNow(-1),
    ...overrides,
  };
}

export function someTransparency(overrides: Partial<Transparency> = {}): Transparency {
  return {
    month: '2025-09',
    notices: {},
    decisions: {},
    grounds: {},
    medianHoursToDecision: null,
    appeals: 0,
    reversals: 0,
    ...overrides,
  };
}
