import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { MerchantCredentials } from '../../http/merchant-auth';
import type { MerchantApiLimits } from '../../http/merchant-route';
import type { JobDefinition } from '../jobs/job-runner.service';
import { reason, type LatePayments, type OrdersService } from '../orders/orders.service';
import { fromMinor, scaleOf } from '@paydesk/contract';
import { uuidv7 } from '../../shared/ids';
import { createDisputeEvents } from './dispute-events';
import { registerDisputeRoutes } from './disputes.routes';
import { createDisputesService } from './disputes.service';
import { DISPUTE_DEADLINES_EVERY_MS, DISPUTE_DEADLINES_JOB, watchDisputeDeadlines } from './jobs/dispute-deadlines.job';
import { createDisputeOpening, type ReceiptsOf } from './use-cases/open-dispute';

/**
 * A late payment's way home, made before the orders module that calls it: a canceled pay-in's
 * confirmation within the grace period opens a `payment_after_cancel` dispute carrying it.
 */
export const createLatePayments = (deps: AppDeps): LatePayments => {
  const opening = createDisputeOpening(deps);
  const events = createDisputeEvents(deps);
  return {
    graceHours: deps.config.disputeGraceHours,
    open: async (orders, order, confirmation) => {
      const scale = scaleOf(order.fiat_currency) ?? 2;
      const dispute = await opening.open(
        orders,
        order,
        uuidv7(),
        {
          reason: 'payment_after_cancel',
          fiat: confirmation.fiat,
          comment: confirmation.evidence ?? null,
          evidence: [],
          openedBy: confirmation.actorId,
        },
        {
          job: confirmation.job,
          history: reason('late_confirmation', { amount: `${fromMinor(confirmation.fiat, scale)} ${order.fiat_currency}` }),
        },
      );
      return { announce: () => void events.opened(dispute).catch(() => undefined) };
    },
  };
};

/** Disputes: the back-office calls, the merchant API's, and the deadline watch, registered by the module itself. */
export const registerDisputesModule = async (
  app: FastifyInstance,
  deps: AppDeps,
  orders: Pick<OrdersService, 'transitions' | 'byId'>,
  receiptsOf: ReceiptsOf,
  merchantApi: { credentials: MerchantCredentials; limits: MerchantApiLimits },
) => {
  const disputes = createDisputesService(deps, orders, createDisputeOpening(deps), receiptsOf);
  await registerDisputeRoutes(app, disputes, merchantApi, orders.byId);
  const jobs: Record<string, JobDefinition> = {
    [DISPUTE_DEADLINES_JOB]: {
      everyMs: DISPUTE_DEADLINES_EVERY_MS,
      run: () => watchDisputeDeadlines(deps.db, disputes.events, deps.config.disputeReminderHours)(),
    },
  };
  return { disputes, jobs };
};

export type DisputesModule = Awaited<ReturnType<typeof registerDisputesModule>>;
