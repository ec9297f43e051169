import { innerApi } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import { innerRoute } from '../../http/inner-route';
import { pageInMemory } from '../../http/list-export';
import type { WalletsService } from './wallets.service';
import type { WithdrawalsService } from './withdrawals.service';

const routes = innerApi.wallets;

export const registerWalletRoutes = (app: FastifyInstance, wallets: WalletsService, withdrawals: WithdrawalsService) => {
  innerRoute(app, routes.myWallets, async ({ query, context }) => {
    // An export is every wallet at once.
    return pageInMemory(await wallets.wallets(context.actor), query);
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
