import type { FastifyInstance } from 'fastify';
import * as endpoints from '@replay/contract/endpoints';
import {
  DECISION_ACTIONS,
  DECISION_GROUNDS,
  REPORT_REASONS,
  type Decision,
  type ModerationCase,
} from '@replay/contract';
import type { CaseItemRow, CaseRow, DecisionRow } from '../db/moderation';
import { NoticeLimit } from '../moderation/service';
import { capExceeded, retryIn } from '../rate-limits';
import { endpointRoute } from './endpoint-route';
import { offsetOf, offsetPage } from './paging';

/** Counts of each known key, zero included, then any other the rows name. */
const countsOf = <K extends string>(
  known: readonly K[],
  rows: Array<{ n: number } & Record<string, unknown>>,
  key: string,
) => {
  const counts: Record<string, number> = Object.fromEntries(known.map((name) => [name, 0]));
  for (const row of rows) counts[String(row[key])] = row.n;
  return counts;
};

export const toCase = (row: CaseRow): ModerationCase => ({
  _id: row.id,
  target: { kind: row.target_kind, id: row.target_id },
  reasons: row.reasons ?? {},
  reports: row.report_count,
  firstAt: row.first_at.toISOString(),
  lastAt: row.last_at.toISOString(),
  state: row.state,
  severe: row.severe,
  preview: {
    text: row.preview_text ?? '',
    ...(row.preview_image ? { imageUrl: row.preview_image } : {}),
    owner: row.owner_id ? { _id: row.owner_id, name: row.owner_name ?? '', email: row.owner_email ?? '' } : null,
    present: row.present,
  },
});

export const toDecision = (row: DecisionRow): Decision => ({
  _id: row.id,
  action: row.action,
  ground: row.ground,
  ...(row.law ? { law: row.law } : {}),
  facts: row.facts,
  target: { kind: row.target_kind, id: row.target_id },
  targetText: row.target_text,
  ...(row.days !== null ? { days: Number(row.days) } : {}),
  ...(row.suspended_until ? { suspendedUntil: row.suspended_until.toISOString() } : {}),
  automated: false,
  createdAt: row.created_at.toISOString(),
  appealUntil: row.appeal_until.toISOString(),
  appeal: row.appeal_id
    ? {
        _id: row.appeal_id,
        text: row.appeal_text!,
        state: row.appeal_state!,
        createdAt: row.appeal_created_at!.toISOString(),
        ...(row.appeal_decided_at ? { decidedAt: row.appeal_decided_at.toISOString() } : {}),
        ...(row.appeal_reason ? { reason: row.appeal_reason } : {}),
      }
    : null,
  ...(row.reversed_at ? { reversedAt: row.reversed_at.toISOString() } : {}),
});

const toCaseItem = (row: CaseItemRow) => ({
  _id: row.id,
  source: row.source,
  reason: row.reason,
  ...(row.details ? { details: row.details } : {}),
  reporter: row.reporter_id ? { _id: row.reporter_id, name: row.reporter_name ?? '' } : null,
  ...(row.source === 'notice'
    ? { notifier: { name: row.notifier_name ?? '', email: row.notifier_email ?? '', reference: row.reference ?? '' } }
    : {}),
  createdAt: row.created_at.toISOString(),
});

/** Moderation (src/moderation/service.ts): notices, the queue, decisions, appeals, transparency. */
export async function moderationRoutes(app: FastifyInstance): Promise<void> {
  const { moderation } = app;
  const writes = app.config.rateLimits.writes;

  endpointRoute(app, endpoints.submitNotice, {
    rateLimit: writes,
    rateLimitKey: (request) => `notices:ip:${request.ip}`,
    handler: async (request, reply) => {
      try {
        return { reference: await moderation.submitNotice(request.body, request.ip) };
      } catch (error) {
        if (!(error instanceof NoticeLimit)) throw error;
        throw capExceeded(
          request,
          reply,
          error.retryAfterSeconds,
          (seconds) => `Too many notices from you; please try again ${retryIn(seconds)}`,
        );
      }
    },
  });

  endpointRoute(app, endpoints.listCases, {
    handler: async (request) => {
      const { state = 'open', reason, cursor, limit = 20 } = request.query;
      const offset = offsetOf(cursor);
      return offsetPage(await moderation.listCases({ state, reason }, offset, limit), offset, limit, toCase);
    },
  });

  endpointRoute(app, endpoints.getCase, {
    handler: async (request) => {
      const detail = await moderation.caseDetail(request.params.id);
      return {
        ...toCase(detail.found),
        items: detail.items.map(toCaseItem),
        history: detail.history.map(toDecision),
        strikes: detail.strikes,
        suspendedUntil: detail.suspendedUntil ? detail.suspendedUntil.toISOString() : null,
        decision: detail.decision ? toDecision(detail.decision) : null,
      };
    },
  });

  endpointRoute(app, endpoints.decideCase, {
    publicLists: 'products',
    rateLimit: writes,
    handler: async (request) => ({
      decisionId: await moderation.decide(request.account!, request.params.id, request.body),
    }),
  });

  endpointRoute(app, endpoints.listMyDecisions, {
    handler: async (request) => ({ items: (await moderation.listMine(request.account!)).map(toDecision) }),
  });

  endpointRoute(app, endpoints.appealDecision, {
    rateLimit: writes,
    handler: async (request) => ({
      appealId: await moderation.appeal(request.account!, request.params.id, request.body.text),
    }),
  });

  endpointRoute(app, endpoints.getDecisionByLink, {
    rateLimit: writes,
    handler: async (request) => toDecision(await moderation.decisionOfLink(request.query.token)),
  });

  endpointRoute(app, endpoints.appealByLink, {
    rateLimit: writes,
    handler: async (request) => ({
      appealId: await moderation.appealByLink(request.body.token, request.body.text),
    }),
  });

  endpointRoute(app, endpoints.listAppeals, {
    handler: async (request) => {
      const { state = 'open', cursor, limit = 20 } = request.query;
      const offset = offsetOf(cursor);
      return offsetPage(await moderation.listAppeals(state, offset, limit), offset, limit, ({ row, decision }) => ({
        _id: row.id,
        text: row.text,
        state: row.state,
        createdAt: row.created_at.toISOString(),
        ...(row.decided_at ? { decidedAt: row.decided_at.toISOString() } : {}),
        ...(row.reason ? { reason: row.reason } : {}),
        decision: toDecision(decision),
        decidedBy: { _id: decision.admin_id, name: decision.admin_name },
        appellant: { _id: row.appellant_id ?? row.id, name: row.appellant_name, email: row.appellant_email },
      }));
    },
  });

  endpointRoute(app, endpoints.decideAppeal, {
    publicLists: 'products',
    rateLimit: writes,
    handler: async (request) => {
      await moderation.decideAppeal(request.account!, request.params.id, request.body.outcome, request.body.reason);
      return { acknowledged: true as const };
    },
  });

  endpointRoute(app, endpoints.getTransparency, {
    handler: async (request) => {
      const month = request.query.month ?? app.clock.now().toISOString().slice(0, 7);
      const figures = await moderation.transparency(month);
      return {
        month,
        notices: countsOf(REPORT_REASONS, figures.notices, 'reason'),
        decisions: countsOf(DECISION_ACTIONS, figures.decisions, 'action'),
        grounds: countsOf(DECISION_GROUNDS, figures.grounds, 'ground'),
        medianHoursToDecision: figures.median_hours === null ? null : Math.round(figures.median_hours * 10) / 10,
        appeals: figures.appeals,
        reversals: figures.reversals,
      };
    },
  });
}
