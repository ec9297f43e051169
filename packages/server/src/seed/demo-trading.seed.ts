import type { Db } from '../db/db';
import { postTransfer } from '../modules/ledger/ledger.service';
import { uuidv7 } from '../shared/ids';

/** The demo merchant's API credentials: `npm run order` and the README's curl sign with these. */
export const DEMO_MERCHANT_API_KEY = 'demo-merchant-api-key';
export const DEMO_MERCHANT_SECRET = 'demo-merchant-secret-do-not-use-in-production';

const FLOW_NAME = 'Demo RUB → USDT';
const DEMO_RATE = '95';

/**
 * What makes a demo pay-in routable right after `npm start`: the merchant's known API key and
 * secret (sealed at start like every secret), a live RUB/USDT flow with a manual rate listing
 * the merchant, the demo trader as its executor with fees, a card and an SBP requisite, and
 * 10,000 USDT to hold. Done once; a later start finds the flow and does nothing.
 */
export const seedDemoTrading = async (db: Db): Promise<boolean> =>
  db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7271003)');
    if ((await tx.query('SELECT 1 FROM flows WHERE name = $1', [FLOW_NAME])).length > 0) return false;
    const ids = new Map(
      (await tx.query<{ id: string; username: string }>('SELECT id, username FROM users')).map((row) => [row.username, row.id]),
    );
    const merchant = ids.get('merchant');
    const trader = ids.get('trader');
    const root = ids.get('root') ?? null;
    if (!merchant || !trader) return false;
    // Stored plain and unsealed: the server seals it at start, with its own secret.
    await tx.query('UPDATE users SET api_key = $2, secret_key = $3, secrets_sealed = false WHERE id = $1', [
      merchant,
      DEMO_MERCHANT_API_KEY,
      DEMO_MERCHANT_SECRET,
    ]);
    const flowId = uuidv7();
    await tx.query(
      `INSERT INTO flows (id, name, fiat_currency, crypto_currency, is_active, currency_rate_source, manual_rate, created_by)
       VALUES ($1, $2, 'RUB', 'USDT', true, 'manual', $3, $4)`,
      [flowId, FLOW_NAME, DEMO_RATE, root],
    );
    await tx.query('INSERT INTO flow_merchants (flow_id, merchant_id) VALUES ($1, $2)', [flowId, merchant]);
    const executorId = uuidv7();
    await tx.query('INSERT INTO flow_executors (id, flow_id, trader_id, priority) VALUES ($1, $2, $3, 10)', [executorId, flowId, trader]);
    // Against the demo merchant's 7 % / 3 %, the agent's 1 % / 0.5 % and the partner's 0.5 % / 0.2 %: the margin stays positive.
    for (const [direction, percentage] of [
      ['pay_in', '3'],
      ['pay_out', '2'],
    ] as const) {
      await tx.query(
        'INSERT INTO flow_executor_fees (id, executor_id, direction, min_amount, max_amount, percentage) VALUES ($1, $2, $3, 0, NULL, $4)',
        [uuidv7(), executorId, direction, percentage],
      );
    }
    for (const requisite of [
      {
        name: 'Sberbank card',
        type: 'card',
        option: 'sberbank_card',
        attributes: { card_number: '4276380012345679', holder: 'IVAN PETROV' },
      },
      { name: 'T-Bank SBP', type: 'sbp', option: 'tbank_sbp', attributes: { phone: '79001234567', holder: 'IVAN PETROV' } },
    ]) {
      await tx.query(
        `INSERT INTO requisites (id, user_id, name, currency, payment_type, payment_option, attributes, is_active)
         VALUES ($1, $2, $3, 'RUB', $4, $5, $6, true)`,
        [uuidv7(), trader, requisite.name, requisite.type, requisite.option, JSON.stringify(requisite.attributes)],
      );
    }
    await postTransfer(tx, {
      from: { system: 'world' },
      to: { owner: trader, part: 'available' },
      currency: 'USDT',
      amount: 10_000_000_000n,
      kind: 'demo_funding',
      idempotencyKey: 'demo:trader-funding',
    });
    return true;
  });
