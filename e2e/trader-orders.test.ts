import type { Flow, MerchantOrder } from '@paydesk/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fundUser, liveFlow, merchantApi, readyTrader } from '../packages/server/test/order-fixtures';
import { loggedIn } from '../packages/server/test/http-client';
import { PHONE, useE2EApp } from './support/e2e-app';
import { poll } from './support/pages';

const app = useE2EApp();

let api: Awaited<ReturnType<typeof merchantApi>>;

const rowOf = (page: Page, orderId: string) => page.locator('tbody tr', { has: page.locator(`[data-id="${orderId}"]`) });
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

beforeAll(async () => {
  const traderId = await app.userId('trader');
  await readyTrader(app.server, traderId, '4111111111111111');
  await fundUser(app.server, traderId, 1_000_000_000n, 'e2e-trader-orders-trader');
  await fundUser(app.server, await app.userId('merchant'), 1_000_000_000n, 'e2e-trader-orders-merchant');
  const flow: Flow = await liveFlow(app.server, [traderId]);
  const executor = flow.executors.find((item) => item.user?.uuid === traderId)!;
  const admin = await loggedIn(app.server.url, 'admin', 'admin-demo-1');
  const fees = await admin.patch(`/flow/${flow.uuid}/executor/${executor.bind_id}/fees`, {
    fees: [
      { direction: 'pay_in', min_amount: '0', max_amount: null, percentage: '1' },
      { direction: 'pay_out', min_amount: '0', max_amount: null, percentage: '2' },
    ],
  });
  expect(fees.status).toBe(200);
  api = await merchantApi(app.server);
});

describe("a trader's orders", () => {
  it('shows a bank-account pay-out on a phone with every field to send the money, and copies the BIK and the correspondent account', async () => {
    const created = await api.call<MerchantOrder>('POST', '/orders', {
      direction: 'pay_out',
      merchant_order_id: 'e2e-account-payout',
      amount: '3100.00',
      currency: 'RUB',
      payment_type: 'account',
      recipient: {
        payment_option: 'sberbank_account',
        attributes: {
          account_number: '40817810099910004312',
          correspondent_account: '30101810400000000225',
          bik: '044525225',
          holder: 'ANNA SMIRNOVA',
        },
      },
    });
    expect(created.status).toBe(201);
    const order = created.body.data!;

    const page = await app.signedInPage('trader', { viewport: PHONE });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.server.url });
    await page.goto(`/active?tab=pay_out&open=${order.id}`);
    const details = page.getByTestId('order-details');
    await details.waitFor();
    const shown = async (field: string) => (await details.getByTestId(`payment-${field}`).innerText()).trim();
    expect(await shown('bank')).toBe('Sberbank');
    expect(await shown('account_number')).toBe('40817810099910004312');
    expect(await shown('bik')).toBe('044525225');
    expect(await shown('correspondent_account')).toBe('30101810400000000225');
    expect(await shown('recipient')).toBe('ANNA SMIRNOVA');
    // Each field says what it is: the account number is not called the correspondent account.
    const labelOf = async (field: string) => (await details.locator(`[data-field="${field}"]`).innerText()).replace(/\s+/g, ' ').trim();
    expect(await labelOf('account_number')).toBe('Account number 40817810099910004312');
    expect(await labelOf('correspondent_account')).toBe('Correspondent account 30101810400000000225');

    await details.getByTestId('copy-bik').click();
    await poll(() => clipboard(page)).toBe('044525225');
    await details.getByTestId('copy-correspondent_account').click();
    await poll(() => clipboard(page)).toBe('30101810400000000225');

    // Nothing of it runs off a 375 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it('asks a second confirmation of a received amount far from the asked one, and pays the order once given', async () => {
    const created = await api.call<MerchantOrder>('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: 'e2e-far-amount',
      amount: '1200.00',
      currency: 'RUB',
      payment_type: 'card',
    });
    expect(created.status).toBe(201);
    const order = created.body.data!;

    const page = await app.signedInPage('trader');
    await page.goto('/active');
    const row = rowOf(page, order.id);
    await row.getByTestId('mark-paid').click();
    const form = page.getByTestId('confirm-paid-form');
    await form.waitFor();
    expect(await form.getByTestId('confirm-expected').innerText()).toBe('1\u202f200.00 RUB');
    // The optional field is not focused: a phone would open its keyboard over the amount.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).not.toBe('confirm-received');

    // Within the tolerance nothing more is asked.
    await form.getByTestId('confirm-received').fill('1100');
    expect(await form.getByTestId('confirm-difference-warning').count()).toBe(0);

    await form.getByTestId('confirm-received').fill('12000');
    const warning = form.getByTestId('confirm-difference-warning');
    await warning.waitFor();
    expect(await warning.innerText()).toContain('I have received 12\u202f000.00\u00a0RUB, not 1\u202f200.00\u00a0RUB');

    await form.getByTestId('confirm-paid-submit').click();
    await form.getByText('Tick this to confirm the amount received.').waitFor();
    expect((await api.call<MerchantOrder>('GET', `/orders/${order.id}`)).body.data!.status).toBe('new');

    await form.getByTestId('confirm-difference').check();
    await form.getByTestId('confirm-paid-submit').click();
    await form.waitFor({ state: 'detached' });
    await poll(async () => (await api.call<MerchantOrder>('GET', `/orders/${order.id}`)).body.data!.paid_fiat).toEqual({
      amount: '12000.00',
      currency: 'RUB',
    });
  });
});
