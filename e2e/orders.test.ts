import { fromMinor, toMinor, type MerchantOrder } from '@paydesk/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fundUser, liveFlow, merchantApi, readyTrader } from '../packages/server/test/order-fixtures';
import { useE2EApp } from './support/e2e-app';
import { poll, realtimeReady } from './support/pages';

const app = useE2EApp();

let api: Awaited<ReturnType<typeof merchantApi>>;
let paidOrder: MerchantOrder;

const rowOf = (page: Page, orderId: string) => page.locator('tbody tr', { has: page.locator(`[data-id="${orderId}"]`) });

const merchantAvailable = async () =>
  toMinor((await api.call<{ available: { amount: string } }>('GET', '/balance')).body.data!.available.amount, 6);

beforeAll(async () => {
  const traderId = await app.userId('trader');
  await readyTrader(app.server, traderId, '4111111111111111');
  await fundUser(app.server, traderId, 1_000_000_000n, 'e2e-orders-trader');
  // A manual rate of 100, the merchant's pay-in fee 3 %, the trader's reward 1 %.
  await liveFlow(app.server, [traderId]);
  api = await merchantApi(app.server);
});

describe('order screens', () => {
  it("shows a new order live on the trader's /active; the trader marks it paid with another amount; the merchant's history shows it paid and the balance grew by exactly the settlement", async () => {
    const trader = await app.signedInPage('trader');
    const ready = realtimeReady(trader);
    await trader.goto('/active');
    await ready;
    await trader.getByTestId('orders-active-pay_in').waitFor();
    const before = await merchantAvailable();

    const created = await api.call<MerchantOrder>('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: 'e2e-live-1',
      amount: '1500.00',
      currency: 'RUB',
      payment_type: 'card',
    });
    expect(created.status).toBe(201);
    paidOrder = created.body.data!;

    // No reload: the row arrives over the websocket, with a notification.
    const row = rowOf(trader, paidOrder.id);
    await row.waitFor();
    await trader.locator('.mantine-Notification-root', { hasText: /A new pay-in: 1,?500(\.00)? RUB/ }).waitFor();
    expect(await row.locator('[data-amount="1500.00"]').count()).toBe(1);
    expect(await row.locator('[data-status="new"]').count()).toBe(1);

    await row.getByTestId('mark-paid').click();
    const form = trader.getByTestId('confirm-paid-form');
    await form.waitFor();
    expect(await form.getByTestId('confirm-expected').innerText()).toBe('1\u202f500.00 RUB');
    await form.getByTestId('confirm-received').fill('1450');
    await form.getByTestId('confirm-paid-submit').click();
    await form.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });

    // 1,450 RUB at 100 is 14.5 USDT; less the merchant's 3 % the merchant gets 14.065 USDT, exactly.
    await poll(async () => fromMinor((await merchantAvailable()) - before, 6)).toBe('14.065000');

    const merchant = await app.signedInPage('merchant');
    await merchant.goto('/history?tab=pay_in');
    const merchantRow = rowOf(merchant, paidOrder.id);
    await merchantRow.waitFor();
    expect(await merchantRow.locator('[data-status="paid"]').count()).toBe(1);
    expect(await merchantRow.getByTestId('amount-received').locator('[data-amount="1450.00"]').count()).toBe(1);
    // The merchant sees no payment details column and no actions.
    expect(await merchant.getByTestId('mark-paid').count()).toBe(0);
  });

  it("opens an order's details for an admin with its history and ledger legs", async () => {
    const admin = await app.signedInPage('admin');
    await admin.goto('/history?tab=pay_in');
    const row = rowOf(admin, paidOrder.id);
    await row.waitFor();
    expect(await row.innerText()).toContain('trader');
    await row.locator('td').nth(2).click();
    await admin.waitForURL(`**/history?tab=pay_in&open=${paidOrder.id}`);

    const details = admin.getByTestId('order-details');
    await details.waitFor();
    const history = details.getByTestId('order-history');
    await poll(() => history.innerText()).toContain('payment confirmed: 1450.00 received');
    const legs = details.getByTestId('ledger-legs');
    await legs.waitFor();
    const amountOf = async (kind: string) => legs.locator(`tr[data-kind="${kind}"] td[data-amount]`).first().getAttribute('data-amount');
    expect(await amountOf('order_hold')).toBe(paidOrder.crypto.amount);
    expect(await amountOf('order_settlement')).toBe('14.065000');
    expect(await legs.locator('tr[data-kind="platform_fee"]').count()).toBe(1);

    // The link opens the same drawer after a reload.
    await admin.reload();
    await admin.getByTestId('ledger-legs').waitFor();
  });

  it('lets an admin cancel an open order with a reason, which its history then shows', async () => {
    const created = await api.call<MerchantOrder>('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: 'e2e-cancel-1',
      amount: '777.00',
      currency: 'RUB',
      payment_type: 'card',
    });
    expect(created.status).toBe(201);
    const order = created.body.data!;
    const admin = await app.signedInPage('admin');
    await admin.goto('/active');
    const row = rowOf(admin, order.id);
    await row.getByTestId('cancel-order').click();
    const form = admin.getByTestId('cancel-order-form');
    // A blank reason is refused in the form and sends nothing.
    await form.getByTestId('cancel-order-submit').click();
    await form.getByText('Enter the reason for canceling.').waitFor();
    await form.getByTestId('cancel-order-reason').fill('Customer asked to stop');
    await form.getByTestId('cancel-order-submit').click();
    await row.waitFor({ state: 'detached' });

    await admin.goto(`/history?open=${order.id}`);
    const history = admin.getByTestId('order-history');
    await poll(() => history.innerText()).toContain('Customer asked to stop');
    expect(await admin.getByTestId('order-details').locator('[data-status="canceled"]').count()).toBe(1);
  });

  it('keeps a filtered history page through a reload, a tab switch and the back button', async () => {
    const ids: string[] = [];
    for (const suffix of ['a', 'b']) {
      const created = await api.call<MerchantOrder>('POST', '/orders', {
        direction: 'pay_in',
        merchant_order_id: `e2e-hist-${suffix}`,
        amount: suffix === 'a' ? '1111.00' : '2222.00',
        currency: 'RUB',
        payment_type: 'card',
      });
      ids.push(created.body.data!.id);
      expect((await api.call('POST', `/orders/${created.body.data!.id}/cancel`)).status).toBe(200);
    }
    const page = await app.signedInPage('merchant');
    await page.goto('/history?tab=pay_in');
    const list = page.getByTestId('orders-history-pay_in');
    await rowOf(page, ids[1]!).waitFor();
    const filters = list.getByTestId('filter-form');
    await filters.getByTestId('filter-merchant_order_id').fill('e2e-hist-a');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await poll(() => new URL(page.url()).searchParams.get('filter[merchant_order_id]')).toBe('e2e-hist-a');
    await poll(() => list.locator('tbody tr').count()).toBe(1);
    await rowOf(page, ids[0]!).waitFor();

    await page.reload();
    await rowOf(page, ids[0]!).waitFor();
    expect(await list.locator('tbody tr').count()).toBe(1);
    expect(await list.getByTestId('filter-merchant_order_id').inputValue()).toBe('e2e-hist-a');

    await page.getByTestId('orders-tab-pay_out').click();
    await poll(() => new URL(page.url()).searchParams.get('tab')).toBe('pay_out');
    await page.goBack();
    await poll(() => new URL(page.url()).searchParams.get('tab')).toBe('pay_in');
    await rowOf(page, ids[0]!).waitFor();
    expect(await list.locator('tbody tr').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('filter[merchant_order_id]')).toBe('e2e-hist-a');
  });
});
