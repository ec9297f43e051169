import { CURRENCY_SCALES, fromMinor, type AntiFraudRule } from '@paydesk/contract';
import type { Db } from '../../../db/db';
import type { ConfigSnapshot } from '../../../db/config-snapshot';
import type { AntiFraudConfig } from '../anti-fraud-settings';
import { customerFigures, openCase, type CustomerFigures, type NewCase } from '../antifraud.repository';

export type OrderToScreen = { merchantId: string; customerId: string | null; currency: string; fiatMinor: bigint };
/** Why an order is refused: the rule whose case blocks it, or that it tripped now. */
export type ScreenVerdict = { rule: AntiFraudRule; caseId: string | null };

const CUSTOMER_RULES = ['customer_cancel_streak', 'customer_rate', 'customer_open', 'customer_first_order'] as const;

type Trip = Pick<NewCase, 'rule' | 'effect' | 'effectUntil' | 'evidence'>;

/** The first customer rule these figures trip, with its case's effect and evidence; null when none. */
export const customerTrip = (config: AntiFraudConfig, figures: CustomerFigures, order: OrderToScreen): Trip | null => {
  const streak = config.count('customer_cancel_streak_length');
  const latest = figures.recent.slice(0, streak);
  if (config.on('customer_cancel_streak') && latest.length === streak && latest.every((row) => row.status === 'canceled')) {
    const minutes = config.count('customer_cancel_block_minutes');
    return {
      rule: 'customer_cancel_streak',
      effect: 'customer_blocked',
      effectUntil: new Date(Date.now() + minutes * 60_000),
      evidence: { figures: { canceled_in_a_row: streak, block_minutes: minutes }, orders: latest.map((row) => row.id) },
    };
  }
  const rateMax = config.count('customer_rate_max_orders');
  if (config.on('customer_rate') && figures.in_window >= rateMax) {
    const window = config.count('customer_rate_window_minutes');
    return {
      rule: 'customer_rate',
      effect: 'customer_blocked',
      evidence: {
        figures: { orders_in_window: figures.in_window + 1, limit: rateMax, window_minutes: window },
        orders: figures.recent.slice(0, figures.in_window).map((row) => row.id),
      },
    };
  }
  const openMax = config.count('customer_open_max_orders');
  if (config.on('customer_open') && figures.open >= openMax) {
    return {
      rule: 'customer_open',
      effect: 'order_refused',
      evidence: {
        figures: { open_orders: figures.open + 1, limit: openMax },
        orders: figures.recent.filter((row) => row.status === 'new' || row.status === 'in-progress').map((row) => row.id),
      },
    };
  }
  const firstMax = config.firstOrderMax(order.currency);
  if (config.on('customer_first_order') && !figures.ever_paid && firstMax !== null && order.fiatMinor > firstMax) {
    const scale = CURRENCY_SCALES[order.currency as keyof typeof CURRENCY_SCALES] ?? 2;
    return {
      rule: 'customer_first_order',
      effect: 'order_refused',
      evidence: {
        figures: {
          amount: `${fromMinor(order.fiatMinor, scale)} ${order.currency}`,
          limit: `${fromMinor(firstMax, scale)} ${order.currency}`,
        },
        orders: [],
      },
    };
  }
  return null;
};

/**
 * The order-time check, before routing: one statement for the customer's figures (none for an
 * order without a customer id, or with every customer rule off); a trip opens its case (once per
 * rule and customer while in force) and refuses the order.
 */
export const screenOrderUseCase =
  (
    db: Db,
    orderTtlMinutes: number,
    settingsOf: (snapshot: ConfigSnapshot) => Promise<AntiFraudConfig>,
    blockedOf: (snapshot: ConfigSnapshot) => Promise<ReadonlyMap<string, { id: string; rule: AntiFraudRule; until: Date | null }>>,
  ) =>
  async (order: OrderToScreen, snapshot: ConfigSnapshot): Promise<ScreenVerdict | null> => {
    if (!order.customerId) return null;
    const targetKey = `${order.merchantId}:${order.customerId}`;
    // A case in force blocks its customer whatever the switches say now, until it is released or its time is up.
    const [config, blocked] = await Promise.all([settingsOf(snapshot), blockedOf(snapshot)]);
    const block = blocked.get(targetKey);
    if (block && (block.until === null || block.until.getTime() > Date.now())) return { rule: block.rule, caseId: block.id };
    if (!CUSTOMER_RULES.some((rule) => config.on(rule))) return null;
    const figures = await customerFigures(db, {
      merchantId: order.merchantId,
      customerId: order.customerId,
      targetKey,
      windowMinutes: config.count('customer_rate_window_minutes'),
      // An order expires this long after its creation: older ones are never open (a margin for the expiry job's lag).
      openForMinutes: orderTtlMinutes * 2,
      look: Math.max(
        config.count('customer_rate_max_orders'),
        config.count('customer_open_max_orders'),
        config.count('customer_cancel_streak_length'),
      ),
    });
    const trip = customerTrip(config, figures, order);
    if (!trip) return null;
    const opened = await openCase(db, {
      ...trip,
      targetType: 'customer',
      targetKey,
      merchantId: order.merchantId,
      customerId: order.customerId,
    });
    return { rule: trip.rule, caseId: opened?.id ?? null };
  };
