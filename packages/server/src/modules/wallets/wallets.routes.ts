import { innerApi } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import { innerRoute } from '../../http/inner-route';
import { exportsWholeList } from '../../http/list-export';
import type { WalletsService } from './wallets.service';
import type { WithdrawalsService } from './withdrawals.service';

const routes = innerApi.wallets;

export const registerWalletRoutes = (app: FastifyInstance, wallets: WalletsService, withdrawals: WithdrawalsService) => {
  innerRoute(app, routes.myWallets, async ({ query, context }) => {
    const items = await wallets.wallets(context.actor);
    // An export is every wallet at once.
    const whole = exportsWholeList();
    const perPage = whole ? Math.max(1, items.length) : query.count;
    const current = whole ? 1 : query.page;
    return {
      items: items.slice((current - 1) * perPage, current * perPage),
      context: {
        total_count: items.length,
        per_page: perPage,
        current_page: current,
        page_number: Math.max(1, Math.ceil(items.length / perPage)),
        available_filters: [],
      },
    };
  });
  innerRoute(app, routes.myTransactions, async ({ query, context }) => wallets.movements(context.actor, query, context));
  innerRoute(app, routes.transactions, async ({ query, context }) => wallets.transactions(null, query, context));
  innerRoute(app, routes.realWallets, async ({ query, context }) => wallets.realWallets(query, context));

  innerRoute(app, routes.withdraw, async ({ body, context }) => ({
    success: true as const,
    transaction: await withdrawals.withdraw(body, context),
  }));
  innerRoute(app, routes.accept, async ({ params, context }) => withdrawals.accept(params.id, context));
  innerRoute(app, routes.reject, async ({ params, context }) => withdrawals.reject(params.id, context));
  innerRoute(app, routes.merchantWithdrawal, async ({ body, context }) => ({
    success: true as const,
    transaction: await withdrawals.merchantWithdrawal(body, context),
  }));
};
