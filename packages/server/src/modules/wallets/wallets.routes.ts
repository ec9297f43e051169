import { innerApi } from '@paydesk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { innerRoute } from '../../http/inner-route';
import type { WalletsService } from './wallets.service';

const routes = innerApi.wallets;

const actorOf = (req: FastifyRequest) => ({ id: req.auth!.user.id, ip: req.ip ?? null });

export const registerWalletRoutes = (app: FastifyInstance, wallets: WalletsService) => {
  innerRoute(app, routes.myWallets, async ({ query, auth }) => {
    const items = await wallets.wallets(auth.user.id, auth.user.type, auth.user.isRoot);
    const page = items.slice((query.page - 1) * query.count, query.page * query.count);
    return {
      items: page,
      context: {
        total_count: items.length,
        per_page: query.count,
        current_page: query.page,
        page_number: Math.max(1, Math.ceil(items.length / query.count)),
        available_filters: [],
      },
    };
  });
  innerRoute(app, routes.withdraw, async ({ req, body }) => ({
    success: true as const,
    transaction: await wallets.withdraw(actorOf(req), body, req.lang),
  }));
  innerRoute(app, routes.myTransactions, async ({ req, query, auth }) => wallets.transactions(auth.user.id, query, req.lang));
  innerRoute(app, routes.transactions, async ({ req, query }) => wallets.transactions(null, query, req.lang));
  innerRoute(app, routes.accept, async ({ req, params }) => wallets.accept(params.id, actorOf(req), req.lang));
  innerRoute(app, routes.reject, async ({ req, params }) => wallets.reject(params.id, actorOf(req), req.lang));
  innerRoute(app, routes.realWallets, async ({ req, query }) => wallets.realWallets(query, req.lang));
  innerRoute(app, routes.merchantWithdrawal, async ({ req, body }) => ({
    success: true as const,
    transaction: await wallets.merchantWithdrawal(body, actorOf(req), req.lang),
  }));
};
