import type { FastifyInstance } from 'fastify';
import * as endpoints from '@replay/contract/endpoints';
import { pageRequest, TIME_ID } from './paging';
import { endpointRoute } from './endpoint-route';

/** Sellers get paid: balance, ledger, payout account and payouts; the handover; problems and disputes; the admin's money. */
export async function moneyRoutes(app: FastifyInstance): Promise<void> {
  const { money, payouts } = app;
  const writes = app.config.rateLimits.writes;

  endpointRoute(app, endpoints.getFeeRule, {
    handler: async () => ({ ...money.feeRule, currency: app.config.currency }),
  });

  endpointRoute(app, endpoints.getMyBalance, { handler: (request) => money.balance(request.account!) });

  endpointRoute(app, endpoints.listMyLedger, {
    handler: async (request) => {
      const wanted = pageRequest(request.query, ['int']);
      return money.ledger(request.account!, { limit: wanted.limit, before: wanted.after?.[0] as number | undefined });
    },
  });

  endpointRoute(app, endpoints.downloadMyLedger, {
    handler: async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="replay-ledger.csv"')
        .send(await money.ledgerCsv(request.account!)),
  });

  endpointRoute(app, endpoints.getMyPayoutAccount, { handler: (request) => payouts.payoutAccount(request.account!) });

  endpointRoute(app, endpoints.saveMyPayoutAccount, {
    rateLimit: writes,
    handler: (request) => payouts.savePayoutAccount(request.account!, request.body),
  });

  endpointRoute(app, endpoints.createPayoutAccountLink, {
    rateLimit: writes,
    handler: (request) => payouts.payoutAccountLink(request.account!),
  });

  endpointRoute(app, endpoints.listMyPayouts, {
    handler: (request) => payouts.listPayouts(request.account!, pageRequest(request.query, TIME_ID)),
  });

  endpointRoute(app, endpoints.withdraw, {
    rateLimit: writes,
    handler: async (request, reply) => {
      reply.status(201);
      return payouts.withdraw(request.account!);
    },
  });

  endpointRoute(app, endpoints.confirmHandover, {
    rateLimit: writes,
    handler: (request) => money.confirmHandover(request.account!, request.params.id, request.body.code),
  });

  endpointRoute(app, endpoints.confirmReceived, {
    rateLimit: writes,
    handler: (request) => money.confirmReceived(request.account!, request.params.id),
  });

  endpointRoute(app, endpoints.reportProblem, {
    rateLimit: writes,
    handler: async (request, reply) => {
      reply.status(201);
      return money.reportProblem(request.account!, request.params.id, request.body);
    },
  });

  endpointRoute(app, endpoints.respondToDispute, {
    rateLimit: writes,
    handler: (request) => money.respondToDispute(request.account!, request.params.id, request.body),
  });

  endpointRoute(app, endpoints.listDisputes, {
    handler: (request) => money.listDisputes(request.query.state ?? 'open', pageRequest(request.query, TIME_ID)),
  });

  endpointRoute(app, endpoints.resolveDispute, {
    handler: (request) => money.resolveDispute(request.account!, request.params.id, request.body),
  });

  endpointRoute(app, endpoints.getMoneyOverview, { handler: () => money.overview() });
}
