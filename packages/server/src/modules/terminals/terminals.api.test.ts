import type { DisputeDetails, MerchantOrder, OrderDetails, Terminal, TerminalNotification } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { loggedIn, type TestClient } from '../../../test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../../test/order-fixtures';
import { checkLedger } from '../ledger/ledger.check';
import { LOST_CONNECTION_JOB } from './jobs/lost-connection.job';

let server: TestServer;
let admin: TestClient;
let trader: TestClient;
let trader2: TestClient;
let api: Awaited<ReturnType<typeof merchantApi>>;
let traderId: string;
let requisiteId: string;
let secondRequisiteId: string;
let sequence = 0;

const DEVICE = { android_id: 'a1b2c3d4e5f60718', android_version: '14', app_version: '1.0.0', device_model: 'Pixel 8' };

const device = async <T>(path: string, body: unknown, token?: string) => {
  const response = await fetch(`${server.url}/api/device/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data?: T; error?: { code: string } } };
};

type Ingested = {
  items: {
    id: string;
    outcome: string;
    order_guid: string | null;
    duplicate: boolean;
    read: { amount: string | null; tail: string | null };
  }[];
};

const notify = (token: string, text: string, source = '900', id = `n-${++sequence}`) =>
  device<Ingested>('/notifications', { items: [{ id, source, text, received_at: new Date().toISOString() }] }, token);

const payIn = async (amount: string) => {
  const answer = await api.call<MerchantOrder>('POST', '/orders', {
    direction: 'pay_in',
    merchant_order_id: `terminal-${++sequence}`,
    amount,
    currency: 'RUB',
    payment_type: 'card',
  });
  return answer;
};

/** A terminal of the trader's, paired, approved and heard from: enabled. */
const liveTerminal = async (requisites: string[], name = `Phone ${++sequence}`) => {
  const created = await trader.post<Terminal & { pairing_code: string }>('/terminal', { name, requisites });
  expect(created.status).toBe(200);
  const paired = await device<{ token: string }>('/pair', { code: created.body.data!.pairing_code, device: DEVICE });
  expect(paired.status).toBe(200);
  expect((await admin.post<Terminal>(`/terminal/${created.body.data!.guid}/moderate`)).body.data!.status.slug).toBe('pending');
  const beat = await device<{ status: string }>('/heartbeat', { device: DEVICE, battery: 80, network: 'wifi' }, paired.body.data!.token);
  expect(beat.body.data!.status).toBe('enabled');
  return { guid: created.body.data!.guid, token: paired.body.data!.token };
};

/** The Sberbank SMS of a payment of `amount` roubles to the card the order was given. */
const smsFor = async (order: MerchantOrder, amount: number) => {
  const tail = (await orderOf(order.id)).requisite!.id === requisiteId ? '1111' : '4444';
  return `СЧЁТ${tail} 21:21 Перевод ${amount}р от Тимур Ж. Баланс: 51 110.2р`;
};

const orderOf = async (id: string) => (await admin.get<OrderDetails>(`/order/${id}`)).body.data!;

beforeAll(async () => {
  server = await startTestServer({ startJobs: false });
  const ids = await userIds(server);
  traderId = ids.get('trader')!;
  [admin, trader, trader2] = await Promise.all([
    loggedIn(server.url, 'admin'),
    loggedIn(server.url, 'trader'),
    loggedIn(server.url, 'trader2'),
  ]);
  requisiteId = await readyTrader(server, traderId, '4111111111111111');
  secondRequisiteId = await readyTrader(server, traderId, '5555555555554444');
  // These traders work through terminals: no manual confirmation.
  await server.db.query('DELETE FROM manual_confirmation_traders WHERE user_id = $1', [traderId]);
  await fundUser(server, traderId, 1_000_000_000n, 'terminals-trader');
  await liveFlow(server, [traderId]);
  api = await merchantApi(server);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('a terminal from creation to enabled', () => {
  it('is created by its trader with a one-time pairing code, paired by the phone, approved by an admin and enabled by a heartbeat', async () => {
    const created = await trader.post<Terminal & { pairing_code: string; pairing_expires_at: string }>('/terminal', {
      name: 'Redmi',
      requisites: [requisiteId],
    });
    expect(created.status).toBe(200);
    const terminal = created.body.data!;
    expect(terminal).toMatchObject({
      status: { slug: 'unassigned' },
      deposit_open: true,
      withdraw_open: false,
      requisites: [{ id: requisiteId }],
    });
    expect(terminal.pairing_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(Date.parse(terminal.pairing_expires_at) - Date.now()).toBeGreaterThan(590_000);

    expect((await device('/pair', { code: 'WRONGCODE', device: DEVICE })).body.error!.code).toBe('pairing_code_invalid');
    const paired = await device<{ token: string }>('/pair', { code: terminal.pairing_code, device: DEVICE });
    expect(paired.status).toBe(200);
    // The code is one-time.
    expect((await device('/pair', { code: terminal.pairing_code, device: DEVICE })).status).toBe(401);
    const token = paired.body.data!.token;

    const listed = (await admin.get<{ items: Terminal[] }>(`/terminal?filter[id]=${terminal.guid}`)).body.data!.items[0]!;
    expect(listed).toMatchObject({ status: { slug: 'moderation' }, device: { android_id: DEVICE.android_id, device_model: 'Pixel 8' } });
    // Waiting for an admin, a heartbeat does not enable it.
    expect((await device<{ status: string }>('/heartbeat', { device: DEVICE }, token)).body.data!.status).toBe('moderation');
    expect((await trader.post(`/terminal/${terminal.guid}/moderate`)).status).toBe(403);
    expect((await admin.post<Terminal>(`/terminal/${terminal.guid}/moderate`)).body.data!.status.slug).toBe('pending');
    expect((await device<{ status: string }>('/heartbeat', { device: DEVICE, battery: 55 }, token)).body.data!.status).toBe('enabled');
    const mine = (await trader.get<{ items: Terminal[] }>('/trader/terminal')).body.data!.items.find(
      (item) => item.guid === terminal.guid,
    )!;
    expect(mine).toMatchObject({ status: { slug: 'enabled' }, is_online: true, battery: 55 });
  });

  it('keeps another trader out of a terminal: not listed, not changed, its notifications not read', async () => {
    const { guid } = await liveTerminal([requisiteId]);
    expect((await trader2.get<{ items: Terminal[] }>('/trader/terminal')).body.data!.items.some((item) => item.guid === guid)).toBe(false);
    expect((await trader2.put(`/terminal/${guid}`, { name: 'Mine now', requisites: [requisiteId] })).status).toBe(404);
    expect((await trader2.request('DELETE', `/terminal/${guid}`)).status).toBe(404);
    expect((await trader2.post(`/terminal/${guid}/disable`)).status).toBe(404);
    expect((await trader2.patch(`/terminal/${guid}/mode`, { direction: 'pay_in', is_enabled: false })).status).toBe(404);
    expect((await trader2.get(`/terminal/${guid}/notification`)).status).toBe(404);
    // Nor can a trader link another trader's requisite.
    expect((await trader2.post('/terminal', { name: 'Stolen', requisites: [requisiteId] })).body.error!.code).toBe('requisite_not_yours');
  });

  it('refuses the token of a disabled, re-paired or deleted terminal', async () => {
    const { guid, token } = await liveTerminal([requisiteId]);
    expect((await trader.post<Terminal>(`/terminal/${guid}/disable`)).body.data!.status.slug).toBe('disabled');
    expect((await device('/heartbeat', { device: DEVICE }, token)).body.error!.code).toBe('device_refused');
    expect((await trader.post<Terminal>(`/terminal/${guid}/enable`)).body.data!.status.slug).toBe('pending');
    expect((await device<{ status: string }>('/heartbeat', { device: DEVICE }, token)).body.data!.status).toBe('enabled');

    const code = (await trader.post<{ code: string }>(`/terminal/${guid}/pairing-code`)).body.data!.code;
    const repaired = await device<{ token: string }>('/pair', { code, device: DEVICE });
    expect((await device('/heartbeat', { device: DEVICE }, token)).status).toBe(401);
    expect((await device('/heartbeat', { device: DEVICE }, repaired.body.data!.token)).status).toBe(200);

    expect((await trader.request('DELETE', `/terminal/${guid}`)).status).toBe(200);
    expect((await device('/heartbeat', { device: DEVICE }, repaired.body.data!.token)).status).toBe(401);
    expect((await device('/heartbeat', { device: DEVICE }, 'x'.repeat(43))).status).toBe(401);
  });

  it('pairs one phone when ten race with one code, and parallel admin actions leave one consistent status', async () => {
    const created = (await trader.post<Terminal & { pairing_code: string }>('/terminal', { name: 'Raced', requisites: [requisiteId] })).body
      .data!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        device<{ token: string }>('/pair', { code: created.pairing_code, device: { ...DEVICE, android_id: `racer-${index}` } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(9);
    const [row] = await server.db.query<{ android_id: string }>(`SELECT device->>'android_id' AS android_id FROM terminals WHERE id = $1`, [
      created.guid,
    ]);
    const winner = answers.findIndex((answer) => answer.status === 200);
    expect(row!.android_id).toBe(`racer-${winner}`);

    const actions = await Promise.all([
      ...Array.from({ length: 5 }, () => admin.post<Terminal>(`/terminal/${created.guid}/moderate`)),
      ...Array.from({ length: 5 }, () => admin.post<Terminal>(`/terminal/${created.guid}/disable`)),
    ]);
    expect(actions.every((answer) => answer.status === 200 || answer.body.error?.code === 'terminal_state')).toBe(true);
    const after = (await admin.get<{ items: Terminal[] }>(`/terminal?filter[id]=${created.guid}`)).body.data!.items[0]!;
    expect(['pending', 'disabled_by_admin']).toContain(after.status.slug);
    await trader.request('DELETE', `/terminal/${created.guid}`);
  });

  it('loses the connection after two minutes without a heartbeat and comes back with the next one', async () => {
    const { guid, token } = await liveTerminal([secondRequisiteId]);
    await server.db.query(`UPDATE terminals SET last_seen_at = now() - interval '121 seconds' WHERE id = $1`, [guid]);
    await server.app.services.terminals.jobs[LOST_CONNECTION_JOB]!.run(undefined);
    const lost = (await admin.get<{ items: Terminal[] }>(`/terminal?filter[id]=${guid}`)).body.data!.items[0]!;
    expect(lost).toMatchObject({ status: { slug: 'lost_connection' }, is_online: false });
    expect((await device<{ status: string }>('/heartbeat', { device: DEVICE }, token)).body.data!.status).toBe('enabled');
    await trader.request('DELETE', `/terminal/${guid}`);
  });
});

describe('routing through terminals', () => {
  it('routes a pay-in only to a requisite an enabled, online terminal serves with pay-in open', async () => {
    await server.db.query(`UPDATE terminals SET status = 'disabled' WHERE user_id = $1`, [traderId]);
    const refused = await payIn('1234.00');
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('terminal');

    const { guid } = await liveTerminal([secondRequisiteId]);
    const routed = await payIn('1235.00');
    expect(routed.status).toBe(201);
    expect((await orderOf(routed.body.data!.id)).requisite!.id).toBe(secondRequisiteId);

    expect((await admin.patch(`/terminal/${guid}/mode`, { direction: 'pay_in', is_enabled: false })).status).toBe(200);
    expect((await payIn('1236.00')).status).toBe(422);
    await admin.patch(`/terminal/${guid}/mode`, { direction: 'pay_in', is_enabled: true });
    await server.db.query(`UPDATE terminals SET status = 'disabled' WHERE id = $1`, [guid]);
  });

  it('routes without a terminal for a trader an admin lets confirm by hand', async () => {
    expect((await admin.put(`/terminal/manual-trader/${traderId}`, { without_terminal: true })).status).toBe(200);
    expect((await payIn('1237.00')).status).toBe(201);
    expect((await admin.put(`/terminal/manual-trader/${traderId}`, { without_terminal: false })).status).toBe(200);
    expect((await payIn('1238.00')).status).toBe(422);
  });
});

describe('matching a bank notification to an open pay-in', () => {
  let terminal: { guid: string; token: string };

  beforeAll(async () => {
    await server.db.query(`UPDATE terminals SET status = 'disabled' WHERE user_id = $1`, [traderId]);
    terminal = await liveTerminal([requisiteId, secondRequisiteId], 'Matching phone');
  });

  it('pays the one open pay-in of exactly that amount on the terminal requisites, once, even when the phone sends it twice', async () => {
    const order = (await payIn('1501.00')).body.data!;
    const text = await smsFor(order, 1501);
    const id = `twice-${++sequence}`;
    const [first, second] = await Promise.all([notify(terminal.token, text, '900', id), notify(terminal.token, text, '900', id)]);
    const answers = [first.body.data!.items[0]!, second.body.data!.items[0]!];
    expect(answers.map((item) => item.outcome)).toEqual(['matched', 'matched']);
    expect(answers.filter((item) => item.duplicate)).toHaveLength(1);
    expect(answers[0]!.order_guid).toBe(order.id);
    const details = await orderOf(order.id);
    expect(details.status.slug).toBe('paid');
    expect(details.history.filter((entry) => entry.to === 'paid')).toHaveLength(1);
    expect(details.notifications).toEqual([
      expect.objectContaining({ body: text, outcome: 'matched', terminal: { guid: terminal.guid, name: 'Matching phone' } }),
    ]);
    expect(await checkLedger(server.db)).toEqual([]);
  });

  it('keeps a payment without an order as unmatched, and an amount one kopeck off matches nothing', async () => {
    const order = (await payIn('1502.00')).body.data!;
    const answer = (await notify(terminal.token, 'СЧЁТ1111 21:21 Перевод 1502,01р от Олег М. Баланс: 1 000р')).body.data!.items[0]!;
    expect(answer).toMatchObject({ outcome: 'unmatched', order_guid: null, read: { amount: '1502.01' } });
    expect((await orderOf(order.id)).status.slug).toBe('new');
    const unmatched = (await trader.get<{ items: TerminalNotification[] }>('/terminal-notification?filter[outcome]=unmatched')).body.data!
      .items;
    expect(unmatched.some((item) => item.body.includes('1502,01'))).toBe(true);
    expect((await trader2.get<{ items: TerminalNotification[] }>('/terminal-notification')).body.data!.items).toEqual([]);
  });

  it('opens a dispute with the text as evidence for a payment of an order canceled meanwhile, and settles nothing by itself', async () => {
    const order = (await payIn('1503.00')).body.data!;
    const text = await smsFor(order, 1503);
    expect((await api.call('POST', `/orders/${order.id}/cancel`)).status).toBe(200);
    const answer = (await notify(terminal.token, text)).body.data!.items[0]!;
    expect(answer).toMatchObject({ outcome: 'review', order_guid: order.id });
    expect((await orderOf(order.id)).status.slug).toBe('dispute');
    const dispute = (await admin.get<DisputeDetails>(`/order/${order.id}/dispute`)).body.data!;
    expect(dispute).toMatchObject({ reason: { slug: 'payment_after_cancel' }, claimed_amount: { amount: '1503.00' }, comment: text });
    expect(await checkLedger(server.db)).toEqual([]);
  });

  it('never confirms from a sender that is not on the list, an outgoing payment or a code', async () => {
    const order = (await payIn('1503.00')).body.data!;
    const spoofed = (await notify(terminal.token, 'СЧЁТ1111 21:21 Перевод 1503р от Тимур Ж. Баланс: 51 110.2р', '+79991234567')).body.data!
      .items[0]!;
    expect(spoofed.outcome).toBe('unknown_source');
    const outgoing = (await notify(terminal.token, 'MIR-1111 10:00 Перевод 1503р через СБП в Яндекс на запрос от Яндекс Баланс: 900р')).body
      .data!.items[0]!;
    expect(outgoing.outcome).toBe('ignored');
    expect((await orderOf(order.id)).status.slug).toBe('new');
  });

  it('sends a payment whose card tail contradicts the requisite to a manual review', async () => {
    const order = (await payIn('1504.00')).body.data!;
    const answer = (await notify(terminal.token, 'СЧЁТ9999 21:21 Перевод 1504р от Тимур Ж. Баланс: 51 110.2р')).body.data!.items[0]!;
    expect(answer).toMatchObject({ outcome: 'review', order_guid: order.id });
    expect((await orderOf(order.id)).status.slug).toBe('new');
  });

  it('tells two open pay-ins of one amount apart by the card tail, and reviews when it cannot', async () => {
    const first = (await payIn('1505.00')).body.data!;
    const second = (await payIn('1505.00')).body.data!;
    const requisites = new Set([(await orderOf(first.id)).requisite!.id, (await orderOf(second.id)).requisite!.id]);
    expect(requisites.size).toBe(2);
    const noTail = (await notify(terminal.token, 'Пополнение, счет RUB. 1505 RUB. Виктория Л. Доступно 4142 RUB', 'Tinkoff')).body.data!
      .items[0]!;
    expect(noTail).toMatchObject({ outcome: 'review', order_guid: null });
    const named = (await notify(terminal.token, 'СЧЁТ4444 21:21 Перевод 1505р от Тимур Ж. Баланс: 51 110.2р')).body.data!.items[0]!;
    expect(named.outcome).toBe('matched');
    const paid = named.order_guid === first.id ? first : second;
    expect((await orderOf(paid.id)).requisite!.id).toBe(secondRequisiteId);
  });

  it('ends a match racing the expiry in one outcome', async () => {
    for (let round = 0; round < 5; round += 1) {
      const order = (await payIn(`${1510 + round}.00`)).body.data!;
      await server.db.query(`UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1`, [order.id]);
      const [answer] = await Promise.all([
        notify(terminal.token, await smsFor(order, 1510 + round)),
        server.app.services.orders.expireDue(),
      ]);
      const status = (await orderOf(order.id)).status.slug;
      const outcome = answer.body.data!.items[0]!.outcome;
      // Expired first: the payment came late, and opens a dispute instead of settling by itself.
      expect([
        ['paid', 'matched'],
        ['dispute', 'review'],
      ]).toContainEqual([status, outcome]);
    }
    expect(await checkLedger(server.db)).toEqual([]);
  });

  it("ends a match racing the trader's own confirmation in one payment", async () => {
    for (let round = 0; round < 5; round += 1) {
      const order = (await payIn(`${1540 + round}.00`)).body.data!;
      const [answer, confirmed] = await Promise.all([
        notify(terminal.token, await smsFor(order, 1540 + round)),
        trader.post(`/order/${order.id}/set-paid`, {}),
      ]);
      const details = await orderOf(order.id);
      expect(details.status.slug).toBe('paid');
      expect(details.history.filter((entry) => entry.to === 'paid')).toHaveLength(1);
      const outcome = answer.body.data!.items[0]!.outcome;
      // Whoever came second found the order paid already: the trader's click is refused, or the text matches nothing.
      expect([
        ['matched', 409],
        ['unmatched', 200],
      ]).toContainEqual([outcome, confirmed.status]);
    }
    expect(await checkLedger(server.db)).toEqual([]);
  });

  it('waits for the trader when automatic confirmation is off', async () => {
    const current = (await trader.get<{ items: Terminal[] }>(`/trader/terminal?filter[id]=${terminal.guid}`)).body.data!.items[0]!;
    await trader.put(`/terminal/${terminal.guid}`, {
      name: current.name,
      requisites: current.requisites.map((item) => item.id),
      auto_confirm: false,
    });
    const order = (await payIn('1520.00')).body.data!;
    const answer = (await notify(terminal.token, await smsFor(order, 1520))).body.data!.items[0]!;
    expect(answer).toMatchObject({ outcome: 'awaiting_confirmation', order_guid: order.id });
    expect((await orderOf(order.id)).status.slug).toBe('new');
    await trader.put(`/terminal/${terminal.guid}`, {
      name: current.name,
      requisites: current.requisites.map((item) => item.id),
      auto_confirm: true,
    });
  });

  it('lists what the terminal sent, with what was read and a link to the order', async () => {
    const list = (await trader.get<{ items: TerminalNotification[] }>(`/terminal/${terminal.guid}/notification`)).body.data!.items;
    const matched = list.find((item) => item.type.slug === 'matched')!;
    expect(matched.orderGuid).not.toBeNull();
    expect(matched.payload).toMatchObject({ operationType: { slug: 'incoming' }, currency: { code: 'RUB' } });
    expect((await admin.get<{ items: TerminalNotification[] }>(`/terminal/${terminal.guid}/notification`)).body.data!.items).toHaveLength(
      list.length,
    );
  });

  it('refuses a malformed batch and changes nothing', async () => {
    const before = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM terminal_notifications'))[0]!.n;
    const answers = await Promise.all([
      device('/notifications', { items: [] }, terminal.token),
      device('/notifications', { items: [{ id: 'x', source: '900', text: 'a', received_at: '0000-01-01T00:00:00Z' }] }, terminal.token),
      device('/notifications', { items: [{ id: 'x', source: '900', text: 'a', received_at: '2999-01-01T00:00:00Z' }] }, terminal.token),
      device(
        '/notifications',
        { items: [{ id: 'x', source: '900', text: 'a', received_at: new Date().toISOString(), extra: 1 }] },
        terminal.token,
      ),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([422, 422, 422, 422]);
    const deep = await fetch(`${server.url}/api/device/v1/notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${terminal.token}` },
      body: `{"items":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
    });
    expect([400, 422]).toContain(deep.status);
    expect(((await deep.json()) as { error: { code: string } }).error.code).toBeTruthy();
    expect((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM terminal_notifications'))[0]!.n).toBe(before);
  });

  it('switches a requisite off when its bank says the account is blocked', async () => {
    const { token } = await liveTerminal([secondRequisiteId]);
    const answer = (
      await notify(
        token,
        'СберБанк Онлайн заблокирован по условиям банковского обслуживания из-за подозрений в совершении сомнительных операций',
      )
    ).body.data!.items[0]!;
    expect(answer.outcome).toBe('ignored');
    const [row] = await server.db.query<{ is_active: boolean }>('SELECT is_active FROM requisites WHERE id = $1', [secondRequisiteId]);
    expect(row!.is_active).toBe(false);
    await server.db.query('UPDATE requisites SET is_active = true WHERE id = $1', [secondRequisiteId]);
  });
});

describe('the SMS-forwarder address', () => {
  it('takes the forwarder app request on a per-terminal secret address, and refuses it once revoked', async () => {
    // Both requisites: the order may be routed to either.
    const { guid } = await liveTerminal([requisiteId, secondRequisiteId]);
    const issued = (await trader.post<{ url: string }>(`/terminal/${guid}/forwarder`)).body.data!;
    const path = new URL(issued.url).pathname;
    const forward = (body: unknown) =>
      fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const order = (await payIn('1530.00')).body.data!;
    const sms = {
      from: '900',
      text: await smsFor(order, 1530),
      sentStamp: Date.now(),
      receivedStamp: String(Date.now()),
      sim: 'SIM1',
    };
    const first = await forward(sms);
    expect(first.status).toBe(200);
    expect(((await first.json()) as { data: { outcome: string; order_guid: string } }).data).toMatchObject({
      outcome: 'matched',
      order_guid: order.id,
    });
    // The app retries the same SMS: stored once.
    expect(((await (await forward(sms)).json()) as { data: { duplicate: boolean } }).data.duplicate).toBe(true);
    expect((await forward({ ...sms, unexpected: true })).status).toBe(422);
    await trader.request('DELETE', `/terminal/${guid}/forwarder`);
    expect((await forward(sms)).status).toBe(401);
  });
});
