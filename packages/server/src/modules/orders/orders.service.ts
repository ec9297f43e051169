import type { AppDeps } from '../../app-deps';
import type { JobDefinition } from '../jobs/job-runner.service';
import { CLOSE_SETTLED_EVERY_MS, CLOSE_SETTLED_JOB, closeSettledOrders } from './jobs/close-settled.job';
import { EXPIRE_ORDERS_EVERY_MS, EXPIRE_ORDERS_JOB, expireOrders } from './jobs/expire-orders.job';
import { FOLLOW_PARTNERS_JOB, followPartnerOrders } from './jobs/follow-partners.job';
import { createMerchantReads } from './merchant-reads';
import { createOrderDirectory } from './order-directory.service';
import { createOrderTransitions } from './order-transitions';
import type { AntiFraudGateway } from './anti-fraud-gateway';
import { createRoutingService, type PartnerGateway } from './routing.service';
import { createDirectionsService } from './directions.service';
import { cancelByAdminUseCase } from './use-cases/cancel-by-admin';
import { cancelByMerchantUseCase } from './use-cases/cancel-by-merchant';
import { confirmPaidUseCase, type LatePayments } from './use-cases/confirm-paid';
import { createFromMerchantUseCase } from './use-cases/create-from-merchant';
import { customerSaysPaidUseCase } from './use-cases/customer-says-paid';
import { matchBankPaymentUseCase } from './use-cases/match-bank-payment';
import { partnerReportedUseCase } from './use-cases/partner-reported';
import type { PartnerOrderStatus } from '../partners/partner-directory.service';
import { partnerOrderOf } from './orders.repository';

/**
 * The orders module's public face: the reads other domains need, each use case (one reason to
 * change an order, over the one core in `order-transitions.ts`) and the jobs that move orders on.
 */
/**
 * What other domains plug into the order engine, made before it so that the orders module imports
 * none of them: a late payment's dispute, and anti-fraud's check at creation and stops in routing.
 */
export type OrderPorts = { latePayments: LatePayments; antiFraud: AntiFraudGateway };

export const createOrdersService = (deps: AppDeps, partners: PartnerGateway, { latePayments, antiFraud }: OrderPorts) => {
  const { db, config } = deps;
  const transitions = createOrderTransitions(deps);
  const guard = () => antiFraud;
  const routing = createRoutingService(deps, partners, transitions, guard);
  const partnerReported = partnerReportedUseCase(transitions, latePayments);
  return {
    ...createOrderDirectory(deps),
    /** The one way an order changes, for the use cases other domains add (a dispute opened, decided). */
    transitions,
    merchant: createMerchantReads(deps),
    createFromMerchant: createFromMerchantUseCase(deps, routing, transitions, guard),
    confirmPaid: confirmPaidUseCase(deps, transitions, latePayments),
    customerSaysPaid: customerSaysPaidUseCase(transitions),
    cancelByMerchant: cancelByMerchantUseCase(deps, transitions),
    cancelByAdmin: cancelByAdminUseCase(transitions),
    matchBankPayment: matchBankPaymentUseCase(transitions, config.terminalMatchGraceSeconds, latePayments),
    expireDue: expireOrders(transitions),
    closeSettled: closeSettledOrders(transitions, config.orderDoneAfterHours),
    followPartners: followPartnerOrders(db, partners, partnerReported),
    /**
     * A partner system's webhook about an order it took, by its own id: moves ours through the
     * same use case as the status poll. Answers false for an order this platform did not give it.
     */
    partnerReported: async (slug: string, partnerOrderId: string, status: PartnerOrderStatus) => {
      const id = await partnerOrderOf(db, slug, partnerOrderId);
      if (!id) return { known: false, moved: false };
      return { known: true, moved: await partnerReported(id, slug, status) };
    },
    /** The routing directions, read with the engine's own rules (/directions). */
    directions: createDirectionsService(deps, partners, guard),
  };
};

export type OrdersService = ReturnType<typeof createOrdersService>;
export type { OrderTransaction, OrderTransitions } from './order-transitions';
export type { OrderRow } from './orders.repository';
export type { LatePayments } from './use-cases/confirm-paid';
export { reason, type SystemReason } from './order-reasons';
export { cryptoOf } from './routing.service';

/** The jobs that move orders on by time and by partners' word, by kind. */
export const orderJobs = (orders: OrdersService, { config }: Pick<AppDeps, 'config'>): Record<string, JobDefinition> => ({
  [EXPIRE_ORDERS_JOB]: { everyMs: EXPIRE_ORDERS_EVERY_MS, run: () => orders.expireDue() },
  [CLOSE_SETTLED_JOB]: { everyMs: CLOSE_SETTLED_EVERY_MS, run: () => orders.closeSettled() },
  [FOLLOW_PARTNERS_JOB]: { everyMs: config.partnerPollMs, run: () => orders.followPartners() },
});
