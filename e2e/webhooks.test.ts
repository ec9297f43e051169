import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MerchantOrder } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn } from '../packages/server/test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader } from '../packages/server/test/order-fixtures';
import { demoPassword, useE2EApp } from './support/e2e-app';
import { poll } from './support/pages';

// The merchant's receiver listens on this machine: private addresses are allowed for this server only.
const app = useE2EApp({ env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1' } });

type Received = { id: string; type: string; orderId: string };
const received: Received[] = [];
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { type: string; data: { id: string } };
    received.push({ id: String(req.headers['webhook-id']), type: body.type, orderId: body.data.id });
    res.writeHead(200).end('thanks');
  });
});

let api: Awaited<ReturnType<typeof merchantApi>>;

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/paydesk`;
  const traderId = await app.userId('trader');
  await readyTrader(app.server, traderId, '4111111111111111');
  await fundUser(app.server, traderId, 1_000_000_000n, 'e2e-webhooks-trader');
  await liveFlow(app.server, [traderId]);
  api = await merchantApi(app.server);
  const merchant = await loggedIn(app.server.url, 'merchant', demoPassword('merchant'));
  expect((await merchant.patch('/user/notification_url', { notification_url: url })).status).toBe(200);
  expect((await merchant.patch('/user/notification_key', { notification_key: 'e2e-notification-key' })).status).toBe(200);
});

afterAll(() => new Promise((resolve) => receiver.close(resolve)));

describe('webhooks', () => {
  it('admin resends a webhook from history; the merchant sees it in the log', async () => {
    const order = (
      await api.call<MerchantOrder>('POST', '/orders', {
        direction: 'pay_in',
        merchant_order_id: 'e2e-webhook-1',
        amount: '1700.00',
        currency: 'RUB',
        payment_type: 'card',
      })
    ).body.data!;
    expect((await api.call('POST', `/orders/${order.id}/cancel`)).status).toBe(200);
    // Both events arrive by themselves, in order.
    await poll(() => received.filter((item) => item.orderId === order.id).map((item) => item.type)).toEqual([
      'order.created',
      'order.canceled',
    ]);
    const canceledId = received.find((item) => item.orderId === order.id && item.type === 'order.canceled')!.id;

    const admin = await app.signedInPage('admin');
    await admin.goto('/history?tab=pay_in');
    const row = admin.locator('tbody tr', { has: admin.locator(`[data-id="${order.id}"]`) });
    await row.getByTestId('resend-webhook').click();
    // The same event (the same webhook-id) reaches the merchant again.
    await poll(() => received.filter((item) => item.orderId === order.id).length).toBe(3);
    expect(received.filter((item) => item.orderId === order.id).at(-1)).toEqual({
      id: canceledId,
      type: 'order.canceled',
      orderId: order.id,
    });

    const merchant = await app.signedInPage('merchant');
    await merchant.goto('/settings');
    const log = merchant.getByTestId('webhooks-section');
    const resent = log.locator('tbody tr', { hasText: 'resend' });
    await resent.first().waitFor();
    expect(await resent.count()).toBe(1);
    await resent.locator('[data-status="succeeded"]').waitFor();
    expect(await resent.locator(`[data-id="${order.id}"]`).count()).toBe(1);
    // Its attempts: the merchant's own URL and the receiver's answer.
    await resent.locator('[data-status="succeeded"]').click();
    const attempts = merchant.getByTestId('webhook-attempts');
    await attempts.waitFor();
    expect(await attempts.innerText()).toContain('HTTP 200');
    expect(await attempts.innerText()).toContain('thanks');
  });

  it('the merchant sends a test event from settings and sees what the receiver answered', async () => {
    const before = received.length;
    const merchant = await app.signedInPage('merchant');
    await merchant.goto('/settings');
    await merchant.getByTestId('webhook-send-test').click();
    const answer = merchant.getByTestId('webhook-test-answer');
    await answer.waitFor();
    expect(await answer.innerText()).toMatch(/HTTP 200/);
    expect(await answer.innerText()).toContain('thanks');
    expect(received.slice(before).map((item) => item.type)).toEqual(['test']);
  });
});
