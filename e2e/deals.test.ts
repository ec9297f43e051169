import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MerchantOrder } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn } from '../packages/server/test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader } from '../packages/server/test/order-fixtures';
import { demoPassword, useE2EApp } from './support/e2e-app';
import { poll } from './support/pages';

const app = useE2EApp({ env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1' } });

const received: { type: string; orderId: string }[] = [];
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { type: string; data: { id: string } };
    received.push({ type: body.type, orderId: body.data.id });
    res.writeHead(200).end('ok');
  });
});

let recent: MerchantOrder;
let older: MerchantOrder;

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const traderId = await app.userId('trader');
  const card = await readyTrader(app.server, traderId, '4111111111111111');
  // The trader's phone on that card: every deal given to the card lists it.
  const trader = await loggedIn(app.server.url, 'trader', demoPassword('trader'));
  expect((await trader.post('/terminal', { name: 'E2E deals phone', requisites: [card] })).status).toBe(200);
  await fundUser(app.server, traderId, 1_000_000_000n, 'e2e-deals-trader');
  await liveFlow(app.server, [traderId]);
  const merchant = await loggedIn(app.server.url, 'merchant', demoPassword('merchant'));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/paydesk`;
  expect((await merchant.patch('/user/notification_url', { notification_url: url })).status).toBe(200);
  expect((await merchant.patch('/user/notification_key', { notification_key: 'e2e-deals-key' })).status).toBe(200);
  const api = await merchantApi(app.server);
  const create = async (name: string, amount: string) => {
    const answer = await api.call<MerchantOrder>('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: name,
      amount,
      currency: 'RUB',
      payment_type: 'card',
    });
    expect(answer.status).toBe(201);
    expect((await api.call('POST', `/orders/${answer.body.data!.id}/cancel`, { reason: 'left' })).status).toBe(200);
    return answer.body.data!;
  };
  recent = await create('e2e-deal-recent', '1111.00');
  older = await create('e2e-deal-older', '2222.00');
  // The older deal was made three days ago.
  await app.server.db.query("UPDATE orders SET created_at = created_at - interval '3 days' WHERE id = $1", [older.id]);
});
afterAll(() => new Promise((resolve) => receiver.close(resolve)));

describe('deals', () => {
  it('an admin filters the canceled deals by trader and date, opens one and sends its callback again', async () => {
    const admin = await app.signedInPage('admin');
    await admin.goto('/deals');
    await admin.getByTestId('deals-tab-canceled').click();
    const row = (id: string) => admin.locator('tbody tr', { has: admin.locator(`[data-id="${id}"]`) });
    await row(recent.id).waitFor();
    await row(older.id).waitFor();

    const since = new Date(Date.now() - 24 * 3_600_000).toISOString();
    const search = new URLSearchParams(new URL(admin.url()).search);
    search.set('filter[executor]', 'trader');
    search.set('filter[created_at_from]', since);
    await admin.goto(`/deals?${search.toString()}`);
    await row(recent.id).waitFor();
    await row(older.id).waitFor({ state: 'detached' });
    expect(await admin.getByTestId('filter-executor').inputValue()).toBe('trader');
    expect(await row(recent.id).getByTestId('order-devices').innerText()).toBe('E2E deals phone');

    // The device and team lead filters, typed into the form, narrow the same rows further.
    await admin.getByTestId('filter-devices').fill('deals phone');
    await admin.getByTestId('filter-teamlead').fill('agent');
    await admin.getByTestId('filter-form').getByRole('button', { name: 'Apply' }).click();
    await admin.waitForURL((url) => url.searchParams.get('filter[devices]') === 'deals phone');
    expect(new URL(admin.url()).searchParams.get('filter[teamlead]')).toBe('agent');
    expect(new URL(admin.url()).searchParams.get('filter[executor]')).toBe('trader');
    await row(recent.id).waitFor();
    expect(await admin.locator('tbody tr').count()).toBe(1);
    await admin.getByTestId('filter-devices').fill('no such phone');
    await admin.getByTestId('filter-form').getByRole('button', { name: 'Apply' }).click();
    await row(recent.id).waitFor({ state: 'detached' });
    await admin.getByTestId('filter-devices').fill('deals phone');
    await admin.getByTestId('filter-form').getByRole('button', { name: 'Apply' }).click();

    await row(recent.id).locator('td').nth(1).click();
    const details = admin.getByTestId('order-details');
    await details.waitFor();
    const before = received.filter((item) => item.orderId === recent.id).length;
    await details.getByTestId('resend-webhook').click();
    await poll(() => received.filter((item) => item.orderId === recent.id).length).toBe(before + 1);
    expect(received.filter((item) => item.orderId === recent.id).at(-1)!.type).toBe('order.canceled');
  });
});
