import type { MerchantOrder, MerchantOrderBody } from '@paydesk/contract';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { App } from '../app';
import { AppError } from '../http/app-error';
import type { RequestContext } from '../http/request-context';
import { postTransfer } from '../modules/ledger/ledger.service';
import { luhnCard, seededRandom } from '../shared/seeded-random';

const PREFIX = 'demo-history-';
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
// The last orders, newest last: two paid this afternoon (still in the dispute window), the rest still open.
const RECENT = [
  { direction: 'pay_in', fate: 'paid', hoursAgo: 3 },
  { direction: 'pay_out', fate: 'paid', hoursAgo: 2 },
  { direction: 'pay_in', fate: 'open_new' },
  { direction: 'pay_in', fate: 'open_in_progress' },
  { direction: 'pay_out', fate: 'open_new' },
  { direction: 'pay_in', fate: 'open_in_progress' },
  { direction: 'pay_in', fate: 'open_new' },
  { direction: 'pay_out', fate: 'open_new' },
] as const;

/**
 * The embedded database runs in this thread and answers without ever leaving the microtask
 * queue, so a loop of statements would keep every request waiting until it ends: the history
 * gives the event loop a turn after each step of an order.
 */
const letRequestsIn = () => new Promise<void>((resolve) => setImmediate(resolve));

type Plan = {
  at: Date;
  body: MerchantOrderBody;
  /** What happens to it: paid (perhaps for another amount), canceled by the merchant, left to expire, or left open. */
  fate: 'paid' | 'paid_other_amount' | 'canceled' | 'expired' | 'open_new' | 'open_in_progress';
  /** Minutes after creation: the customer's "I have paid", the final change. */
  customerPaidAfter: number;
  closedAfter: number;
};

/**
 * The demo's order history: a few hundred orders of the past 30 days, both directions, every
 * status, made by the engine itself (the merchant API's service, routing, holds, the customer's
 * "I have paid", the trader's confirmation, the merchant's cancel, the expiry and dispute-window
 * jobs), one after another in time order, then moved back to their planned times: the orders,
 * their state history and the unprocessed records. Ledger transfers are immutable (a trigger
 * refuses any change), so theirs keep the time of the first start. Deterministic:
 * the same seed gives the same history. Done once; a later start finds it and does nothing.
 */
export const seedDemoOrders = async (app: App, { count = 250, seed = 11 } = {}) => {
  const { db } = app.deps;
  const orders = app.services.orders;
  if ((await db.query('SELECT 1 FROM merchant_requests WHERE merchant_order_id LIKE $1 LIMIT 1', [`${PREFIX}%`])).length > 0) return null;
  const ids = new Map(
    (await db.query<{ id: string; username: string }>('SELECT id, username FROM users')).map((row) => [row.username, row.id]),
  );
  const merchantId = ids.get('merchant');
  const traderId = ids.get('trader');
  if (!merchantId || !traderId) return null;
  const started = Date.now();
  // How long a request could have waited for the event loop meanwhile: printed with the summary.
  const pauses = monitorEventLoopDelay({ resolution: 10 });
  pauses.enable();
  const random = seededRandom(seed);
  // A month of pay-ins draws on the trader's USDT: more of it, as a busy trader would hold.
  await db.transaction((tx) =>
    postTransfer(tx, {
      from: { system: 'world' },
      to: { owner: traderId, part: 'available' },
      currency: 'USDT',
      amount: 20_000_000_000n,
      kind: 'demo_funding',
      idempotencyKey: 'demo:history-trader-funding',
    }),
  );

  const now = Date.now();
  const span = 30 * DAY_MS;
  const step = span / count;
  const plans: Plan[] = [];
  for (let index = 0; index < count; index += 1) {
    // Each order has its own slot, so that its whole life ends before the next one starts.
    const recentFate = RECENT[index - (count - RECENT.length)];
    const at = recentFate
      ? new Date(now - ('hoursAgo' in recentFate ? recentFate.hoursAgo * 60 : count - index) * MINUTE_MS)
      : new Date(now - span + index * step + random.next() * (step - 20 * MINUTE_MS));
    const payOut = recentFate ? recentFate.direction === 'pay_out' : index > count * 0.2 && random.chance(0.3);
    const rubles = payOut ? random.int(5, 60) * 100 : random.int(300, 9000) + random.pick([0, 0, 0, 0.5]);
    const roll = random.next();
    const fate: Plan['fate'] = recentFate
      ? recentFate.fate
      : roll < 0.68
        ? 'paid'
        : roll < 0.73 && !payOut
          ? 'paid_other_amount'
          : roll < 0.85
            ? 'canceled'
            : 'expired';
    const unroutable = !recentFate && random.chance(0.03);
    plans.push({
      at,
      fate,
      customerPaidAfter: random.int(1, 6),
      closedAfter: random.int(7, 14),
      body: {
        direction: payOut ? 'pay_out' : 'pay_in',
        merchant_order_id: `${PREFIX}${String(index + 1).padStart(4, '0')}`,
        amount: rubles.toFixed(2),
        currency: 'RUB',
        // No executor of the demo takes account transfers: such a request is kept as unprocessed.
        payment_type: unroutable ? 'account' : payOut ? 'card' : random.pick(['card', 'card', 'sbp']),
        customer_id: `customer-${random.int(1, 120)}`,
        return_url: 'https://shop.example/orders',
        ...(payOut
          ? { recipient: { payment_option: 'tbank_card', attributes: { card_number: luhnCard(random), holder: 'ANNA SMIRNOVA' } } }
          : {}),
      },
    });
  }

  const trader: RequestContext = { lang: 'en', actor: { id: traderId, type: 'trader', isRoot: false, ip: null } };
  // Refused: no executor (kept as unprocessed) or not enough of the merchant's USDT for a pay-out.
  const summary = { created: 0, refused: 0 };
  const moveBack = async (plan: Plan, orderId: string | null) => {
    const at = plan.at.getTime();
    if (!orderId) {
      await db.query('UPDATE unprocessed_orders SET created_at = $2 WHERE merchant_id = $1 AND merchant_order_id = $3', [
        merchantId,
        plan.at,
        plan.body.merchant_order_id,
      ]);
      return;
    }
    if (plan.fate === 'open_new' || plan.fate === 'open_in_progress') return;
    const closed = new Date(at + (plan.fate === 'expired' ? 15 : plan.closedAfter) * MINUTE_MS);
    const customerPaid = new Date(at + plan.customerPaidAfter * MINUTE_MS);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE orders SET created_at = $2, updated_at = $3, expires_at = $4 WHERE id = $1', [
        orderId,
        plan.at,
        closed,
        new Date(at + 15 * MINUTE_MS),
      ]);
      await tx.query(
        `UPDATE order_history SET created_at = CASE WHEN from_status IS NULL THEN $2::timestamptz
                                                   WHEN to_status = 'in-progress' THEN $3::timestamptz ELSE $4::timestamptz END
          WHERE order_id = $1`,
        [orderId, plan.at, customerPaid, closed],
      );
    });
  };

  for (const plan of plans) {
    await letRequestsIn();
    let order: MerchantOrder;
    try {
      const answer = await orders.createFromMerchant(merchantId, plan.body, { lang: 'en' });
      order = (answer.body as { data: MerchantOrder }).data;
      summary.created += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      summary.refused += 1;
      await moveBack(plan, null);
      continue;
    }
    const token = order.payment_url.split('/pay/')[1]!;
    const pays = plan.fate === 'paid' || plan.fate === 'paid_other_amount';
    // Some customers say they paid and then let the time run out: those orders expire from in-progress.
    const saysPaid = pays || plan.fate === 'open_in_progress' || (plan.fate === 'expired' && random.chance(0.3));
    await letRequestsIn();
    if (order.direction === 'pay_in' && saysPaid) await orders.customerSaysPaid(token);
    await letRequestsIn();
    if (pays) {
      const other = plan.fate === 'paid_other_amount' ? (Number(plan.body.amount) - random.int(1, 50)).toFixed(2) : undefined;
      await orders.confirmPaid(order.id, other === undefined ? {} : { amount: other, confirm_difference: true }, trader);
    } else if (plan.fate === 'canceled') {
      if (order.status === 'new') await orders.cancelByMerchant(merchantId, order.id);
    } else if (plan.fate === 'expired') {
      await db.query("UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1", [order.id]);
      // The expiry job may be the one that takes it: either way it is expired before it is moved back.
      for (let tries = 0; tries < 100 && (await orders.byId(order.id))?.status !== 'canceled'; tries += 1) await orders.expireDue(10);
    }
    await letRequestsIn();
    await moveBack(plan, order.id);
  }

  // Paid orders older than the dispute window close as the job closes them, then take their time.
  while ((await orders.closeSettled(20)) > 0) await letRequestsIn();
  await letRequestsIn();
  await db.query(
    `UPDATE order_history h SET created_at = o.created_at + interval '15 minutes' + ($2 || ' hours')::interval
       FROM orders o WHERE h.order_id = o.id AND h.to_status = 'done' AND o.merchant_order_id LIKE $1`,
    [`${PREFIX}%`, String(app.deps.config.orderDoneAfterHours)],
  );
  await db.query(
    `UPDATE orders SET updated_at = created_at + interval '15 minutes' + ($2 || ' hours')::interval
      WHERE status = 'done' AND merchant_order_id LIKE $1`,
    [`${PREFIX}%`, String(app.deps.config.orderDoneAfterHours)],
  );
  await letRequestsIn();
  await seedDemoDisputes(app, ids);
  await letRequestsIn();
  // The history was moved back in time by hand: the statistics' rollup is computed afresh from it.
  await app.services.statistics.rebuild();
  pauses.disable();
  return { ...summary, ms: Date.now() - started, longestPauseMs: Math.round(pauses.max / 1e6) };
};

/** A tiny PNG: the demo evidence. */
const DEMO_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * A few disputes on the newest orders, as a day's work would leave them: a customer's late payment
 * still open, and a wrong-details claim an admin rejected.
 */
const seedDemoDisputes = async (app: App, ids: Map<string, string>) => {
  const { db } = app.deps;
  const { disputes } = app.services.disputes;
  const merchantId = ids.get('merchant')!;
  const adminId = ids.get('admin');
  const newest = async (status: string) =>
    (
      await db.query<{ id: string; fiat_amount: string }>(
        `SELECT id, round(fiat_amount::numeric / 100, 2)::text AS fiat_amount FROM orders
          WHERE merchant_order_id LIKE $1 AND direction = 'pay_in' AND status = $2 AND fiat_currency = 'RUB'
          ORDER BY created_at DESC LIMIT 1`,
        [`${PREFIX}%`, status],
      )
    )[0];
  const merchant: RequestContext = { lang: 'en', actor: { id: merchantId, type: 'merchant', isRoot: false, ip: null } };
  const late = await newest('canceled');
  if (late) {
    await disputes.open(
      {
        order_uuid: late.id,
        reason: 'payment_after_cancel',
        amount: late.fiat_amount,
        comment: 'The customer sent the transfer two minutes after the time ran out.',
        files: [{ name: 'transfer.png', content: `data:image/png;base64,${DEMO_PNG}` }],
      },
      merchant,
    );
  }
  const paid = await newest('paid');
  if (paid && adminId) {
    const opened = await disputes.open({ order_uuid: paid.id, reason: 'wrong_details', files: [] }, merchant);
    const admin: RequestContext = { lang: 'en', actor: { id: adminId, type: 'admin', isRoot: false, ip: null } };
    await disputes.decide(opened.id, { status: 'rejected', comment: 'The statement shows the payment on the order requisite.' }, admin);
  }
};
