import { fromMinor, USDT_SCALE, type orderListQuery } from '@paydesk/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { getUserBalances } from '../ledger/ledger.service';
import { toMerchantOrder } from './order.mapper';
import * as repo from './orders.repository';

/** What the merchant API reads: one order, a page of orders by cursor, the USDT balance. */
export const createMerchantReads = ({ db, config }: Pick<AppDeps, 'db' | 'config'>) => ({
  order: async (merchantId: string, id: string) => {
    const order = await repo.findOrder(db, id);
    // Another merchant's order answers as not found.
    if (!order || order.merchant_id !== merchantId) throw new AppError('not_found');
    return toMerchantOrder(order, config.publicUrl);
  },

  orders: async (merchantId: string, query: z.output<typeof orderListQuery>) => {
    let after: { createdAt: string; id: string } | null = null;
    if (query.cursor) {
      const [createdAt, id] = Buffer.from(query.cursor, 'base64url').toString().split('|');
      if (!createdAt || !id || Number.isNaN(Date.parse(createdAt)) || !/^[0-9a-f-]{36}$/.test(id)) {
        throw new AppError('validation', {}, { cursor: { key: 'invalid' } });
      }
      after = { createdAt, id };
    }
    const rows = await repo.merchantOrders(
      db,
      merchantId,
      {
        status: query.status,
        direction: query.direction,
        from: query.created_from,
        to: query.created_to,
        merchantOrderId: query.merchant_order_id,
      },
      after,
      query.limit + 1,
    );
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map((row) => toMerchantOrder(row, config.publicUrl)),
      next_cursor:
        rows.length > query.limit && last ? Buffer.from(`${last.created_at.toISOString()}|${last.id}`).toString('base64url') : null,
    };
  },

  /** The merchant's USDT, available and held. */
  balance: async (merchantId: string) => {
    const balances = await getUserBalances(db, merchantId, 'USDT');
    const usdt = (minor: bigint) => ({ amount: fromMinor(minor, USDT_SCALE), currency: 'USDT' });
    return { available: usdt(balances.available), held: usdt(balances.held) };
  },
});

export type MerchantReads = ReturnType<typeof createMerchantReads>;
