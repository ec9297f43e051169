import type { Flow } from '@paydesk/contract';
import { merchantSignature } from '../src/http/merchant-auth';
import { postTransfer } from '../src/modules/ledger/ledger.service';
import type { TestServer } from './harness';
import { loggedIn, type Answer } from './http-client';

/** The demo merchant's API access on a test server: its key and a fresh secret, and a signing client. */
export const merchantApi = async (server: TestServer) => {
  const merchant = await loggedIn(server.url, 'merchant');
  const key = (await merchant.get<{ api_keys: { key: string } }>('/user/current')).body.data!.api_keys.key;
  const secret = (await merchant.post<{ secret_key: string }>('/user/secret_key', { current_password: 'merchant-demo-1' })).body.data!
    .secret_key;
  const call = async <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const raw = body === undefined ? '' : JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const url = `/api/v1${path}`;
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: {
        'x-api-key': key,
        'x-timestamp': timestamp,
        'x-signature': merchantSignature(secret, timestamp, method, url, raw),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : raw,
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Answer<T>['body'] };
  };
  return { key, secret, call };
};

export const userIds = async (server: TestServer) =>
  new Map((await server.db.query<{ id: string; username: string }>('SELECT id, username FROM users')).map((row) => [row.username, row.id]));

export const fundUser = (server: Pick<TestServer, 'db'>, owner: string, amount: bigint, key: string) =>
  server.db.transaction((tx) =>
    postTransfer(tx, {
      from: { system: 'world' },
      to: { owner, part: 'available' },
      currency: 'USDT',
      amount,
      kind: 'test_funding',
      idempotencyKey: key,
    }),
  );

/** A trader ready to take RUB pay-ins: open, insured, with one card. */
export const readyTrader = async (server: TestServer, traderId: string, cardNumber: string) => {
  await server.db.query(
    `INSERT INTO trader_profiles (user_id, deposit_open, withdraw_open, insurance_paid) VALUES ($1, true, true, true)
     ON CONFLICT (user_id) DO UPDATE SET deposit_open = true, withdraw_open = true, insurance_paid = true`,
    [traderId],
  );
  // Confirms by hand: these tests are about orders, not terminals (terminals.api.test.ts routes through one).
  await server.db.query('INSERT INTO manual_confirmation_traders (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [traderId]);
  const [row] = await server.db.query<{ id: string }>(
    `INSERT INTO requisites (id, user_id, name, currency, payment_type, payment_option, attributes, is_active)
     VALUES (gen_random_uuid(), $1, 'Card', 'RUB', 'card', 'sberbank_card', $2, true) RETURNING id`,
    [traderId, JSON.stringify({ card_number: cardNumber, holder: 'TEST HOLDER' })],
  );
  return row!.id;
};

/** A live RUB/USDT flow at a manual rate of 100 for the demo merchant, with these traders at 1 %. */
export const liveFlow = async (server: TestServer, traderIds: string[]) => {
  const admin = await loggedIn(server.url, 'admin');
  const ids = await userIds(server);
  await server.db.query('UPDATE merchant_profiles SET pay_in_percentage = 3 WHERE user_id = $1', [ids.get('merchant')]);
  let flow = (
    await admin.post<Flow>('/flow/', {
      name: `Flow ${Date.now()}`,
      fiat_currency: 'RUB',
      crypto_currency: 'USDT',
      merchant_uuids: [ids.get('merchant')],
      is_active: true,
      currency_rate_source: 'manual',
      currency_rate: '100',
    })
  ).body.data!;
  for (const traderId of traderIds) {
    flow = (await admin.post<Flow>(`/flow/${flow.uuid}/executor`, { executor_type: 'trader', executor_id: traderId })).body.data!;
    const executor = flow.executors.find((item) => item.user?.uuid === traderId)!;
    const fees = await admin.patch(`/flow/${flow.uuid}/executor/${executor.bind_id}/fees`, {
      fees: [{ direction: 'pay_in', min_amount: '0', max_amount: null, percentage: '1' }],
    });
    if (fees.status !== 200) throw new Error(`Fees refused: ${JSON.stringify(fees.body)}`);
  }
  return flow;
};
