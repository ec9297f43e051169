import type { Db } from '../../../db/db';
import * as repo from '../orders.repository';
import type { PartnerGateway } from '../routing.service';
import { PARTNER_STATUS_JOB } from '../order-transitions';
import type { partnerReportedUseCase } from '../use-cases/partner-reported';

/**
 * Follows the orders partner systems took, as a fallback to their webhooks: orders canceled here
 * are canceled there, and each partner is asked
 * for its order's status with no transaction open, then the report goes through the same use case
 * as a webhook's. A partner whose breaker is open is not asked. Answers how many moved.
 */
export const followPartnerOrders =
  (db: Db, partners: PartnerGateway, reported: ReturnType<typeof partnerReportedUseCase>) =>
  async (limit = 50) => {
    // Canceled here, still open there: the partner is asked to cancel it (a failure is asked again next time).
    for (const row of await repo.partnerCancelsDue(db, limit)) {
      if (await partners.pausedUntil(row.partner_slug)) continue;
      const adapter = await partners.adapter(row.partner_slug);
      const there = adapter ? await adapter.cancelOrder(row.partner_order_id).catch(() => null) : null;
      if (there !== 'canceled' && there !== 'paid') continue;
      await repo.partnerCancelDone(db, row.id);
      // Paid there before our cancel reached it: a late payment, as the use case decides.
      if (there === 'paid') await reported(row.id, row.partner_slug, 'paid');
    }
    let moved = 0;
    for (const row of await repo.openPartnerOrders(db, limit)) {
      if (await partners.pausedUntil(row.partner_slug)) continue;
      const adapter = await partners.adapter(row.partner_slug);
      const status = adapter ? await adapter.orderStatus(row.partner_order_id).catch(() => null) : null;
      if (status === null || status === 'pending') continue;
      if (await reported(row.id, row.partner_slug, status)) moved += 1;
    }
    return moved;
  };

export const FOLLOW_PARTNERS_JOB = PARTNER_STATUS_JOB;
