import { ORDER_DIRECTIONS, ORDER_STATUSES, type OrderDirection } from '@paydesk/contract';
import type { Sql } from '../../db/db';

export type DirectionTodayRow = {
  fiat_currency: string;
  crypto_currency: string;
  payment_type: string;
  direction: OrderDirection;
  created: number;
  paid: number;
};

/**
 * Today's orders (UTC day of creation, as the statistics count days) per routing direction: how
 * many were created and how many of them are paid (`paid` or `done`). One index range per
 * direction and status (`orders_list_idx`), so a long history costs nothing.
 */
export const ordersToday = (sql: Sql) =>
  sql.query<DirectionTodayRow>(
    `SELECT o.fiat_currency, o.crypto_currency, o.payment_type, o.direction,
            count(*)::int AS created, (count(*) FILTER (WHERE o.status IN ('paid', 'done')))::int AS paid
       FROM unnest($1::text[]) AS d(direction)
       CROSS JOIN unnest($2::text[]) AS s(status)
       JOIN orders o ON o.direction = d.direction AND o.status = s.status
                    AND o.created_at >= (date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')
      GROUP BY 1, 2, 3, 4`,
    [ORDER_DIRECTIONS, ORDER_STATUSES],
  );
