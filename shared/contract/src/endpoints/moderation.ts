import { Type } from '@sinclair/typebox';
import { APPEAL_OUTCOMES, CASE_STATES, DECISION_ACTIONS, DECISION_GROUNDS, LIMITS, REPORT_REASONS } from '../domain';
import { defineEndpoint } from '../endpoint';
import {
  AdminAppealSchema,
  CaseDetailSchema,
  CaseSchema,
  DecisionSchema,
  Id,
  IdParams,
  OneOf,
  PageOf,
  PageQuery,
  Strict,
  TransparencySchema,
} from '../schemas';

/**
 * Moderation: public notices, the admin's queue of cases, decisions with a statement of reasons,
 * appeals, and the monthly transparency figures.
 */

const MEMBERS = ['buyer', 'seller'] as const;

export const submitNotice = defineEndpoint({
  method: 'POST',
  path: '/notices',
  summary:
    "Anyone's notice of content on this site (a product, seller or message link) with a reason; answers the notice's reference, which the notifier also gets by mail",
  access: 'public',
  body: Strict({
    url: Type.String({ minLength: 1, maxLength: 500 }),
    reason: OneOf(REPORT_REASONS),
    explanation: Type.String({ minLength: 1, maxLength: LIMITS.noticeExplanationMax }),
    name: Type.String({ minLength: 1, maxLength: LIMITS.nameMax }),
    email: Type.String({ minLength: 3, maxLength: 254, format: 'email' }),
    goodFaith: Type.Boolean(),
  }),
  responses: { 201: Strict({ reference: Type.String() }) },
});

export const listCases = defineEndpoint({
  method: 'GET',
  path: '/admin/cases',
  summary: 'The moderation queue: one case per reported target, severe first, then by reports, then oldest',
  access: ['admin'],
  query: Strict({
    ...PageQuery.properties,
    state: Type.Optional(OneOf(CASE_STATES)),
    reason: Type.Optional(OneOf(REPORT_REASONS)),
  }),
  paging: 'body',
  responses: { 200: PageOf(CaseSchema) },
});

export const getCase = defineEndpoint({
  method: 'GET',
  path: '/admin/cases/:id',
  summary: "A case with its reports and notices, its target and the owner's earlier decisions and strikes",
  access: ['admin'],
  params: IdParams,
  responses: { 200: CaseDetailSchema },
  errors: [404],
});

export const decideCase = defineEndpoint({
  method: 'POST',
  path: '/admin/cases/:id/decision',
  summary:
    'Decides a case with an action, a ground and the facts; the affected member gets the statement of reasons, the reporters the outcome',
  access: ['admin'],
  params: IdParams,
  body: Strict({
    action: OneOf(DECISION_ACTIONS),
    ground: OneOf(DECISION_GROUNDS),
    /** The law an `illegal_content` decision rests on (required then). */
    law: Type.Optional(Type.String({ minLength: 1, maxLength: LIMITS.lawMax })),
    facts: Type.String({ minLength: 1, maxLength: LIMITS.decisionFactsMax }),
    /** A suspension's length (required for `suspend`); fractions allowed. */
    days: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: LIMITS.suspensionDaysMax })),
  }),
  responses: { 201: Strict({ decisionId: Id }) },
  errors: [404, 409],
});

export const listMyDecisions = defineEndpoint({
  method: 'GET',
  path: '/me/decisions',
  summary: "Decisions about the caller's content or account, each with its statement of reasons and appeal",
  access: MEMBERS,
  responses: { 200: Strict({ items: Type.Array(DecisionSchema) }) },
});

export const appealDecision = defineEndpoint({
  method: 'POST',
  path: '/decisions/:id/appeal',
  summary:
    'Appeals a decision about oneself (or, as its reporter, a "no action" decision), once, within the appeal window',
  access: MEMBERS,
  params: IdParams,
  body: Strict({ text: Type.String({ minLength: 1, maxLength: LIMITS.appealTextMax }) }),
  responses: { 201: Strict({ appealId: Id }) },
  errors: [404, 409],
});

const LinkQuery = Strict({ token: Type.String({ minLength: 10, maxLength: 1000 }) });

export const getDecisionByLink = defineEndpoint({
  method: 'GET',
  path: '/decisions/by-link',
  summary: "A closed account's decision, read through the signed link of its statement mail (no sign-in)",
  access: 'public',
  query: LinkQuery,
  responses: { 200: DecisionSchema },
  errors: [404],
});

export const appealByLink = defineEndpoint({
  method: 'POST',
  path: '/decisions/by-link/appeal',
  summary: "Appeals a closed account's decision through the signed link of its statement mail (no sign-in)",
  access: 'public',
  body: Strict({
    token: LinkQuery.properties.token,
    text: Type.String({ minLength: 1, maxLength: LIMITS.appealTextMax }),
  }),
  responses: { 201: Strict({ appealId: Id }) },
  errors: [404, 409],
});

export const listAppeals = defineEndpoint({
  method: 'GET',
  path: '/admin/appeals',
  summary: 'Appeals, oldest first, with the decision each appeals',
  access: ['admin'],
  query: Strict({ ...PageQuery.properties, state: Type.Optional(OneOf(['open', 'upheld', 'reversed'] as const)) }),
  paging: 'body',
  responses: { 200: PageOf(AdminAppealSchema) },
});

export const decideAppeal = defineEndpoint({
  method: 'POST',
  path: '/admin/appeals/:id/decide',
  summary:
    'Upholds or reverses a decision on appeal (by another admin than its own when there is one); a reversal restores what the decision took',
  access: ['admin'],
  params: IdParams,
  body: Strict({
    outcome: OneOf(APPEAL_OUTCOMES),
    reason: Type.String({ minLength: 1, maxLength: LIMITS.decisionFactsMax }),
  }),
  responses: { 200: Strict({ acknowledged: Type.Literal(true) }) },
  errors: [404, 409],
});

export const getTransparency = defineEndpoint({
  method: 'GET',
  path: '/transparency',
  summary:
    'A month of moderation (this month by default): notices by reason, decisions by action and ground, time to decide, appeals',
  access: 'public',
  query: Strict({ month: Type.Optional(Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' })) }),
  responses: { 200: TransparencySchema },
});
