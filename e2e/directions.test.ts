import type { MerchantOrder } from '@paydesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggedIn } from '../packages/server/test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader } from '../packages/server/test/order-fixtures';
import { demoPassword, PHONE, useE2EApp } from './support/e2e-app';
import { poll } from './support/pages';

const app = useE2EApp();

beforeAll(async () => {
  const traderId = await app.userId('trader');
  await readyTrader(app.server, traderId, '4111111111111111');
  await fundUser(app.server, traderId, 1_000_000_000n, 'e2e-directions-trader');
  await liveFlow(app.server, [traderId]);
  const api = await merchantApi(app.server);
  const made: MerchantOrder[] = [];
  for (const [index, amount] of ['1500.00', '1600.00'].entries()) {
    const answer = await api.call<MerchantOrder>('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: `e2e-direction-${index}`,
      amount,
      currency: 'RUB',
      payment_type: 'card',
    });
    expect(answer.status).toBe(201);
    made.push(answer.body.data!);
  }
  // One of today's two card pay-ins is paid: a conversion of 50 %.
  const admin = await loggedIn(app.server.url, 'admin', demoPassword('admin'));
  expect((await admin.post(`/order/${made[0]!.id}/set-paid`, {})).status).toBe(200);
});

describe('directions', () => {
  it('an admin opens /directions from the menu and sees the routed direction with its figures', async () => {
    const page = await app.signedInPage('admin');
    await page.goto('/settings');
    await page.getByTestId('menu-item-/directions').click();
    await page.waitForURL('**/directions');
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Directions');
    const list = page.getByTestId('directions-list');
    const rows = list.locator('tbody tr');
    await rows.first().waitFor();
    const row = rows.filter({ hasText: 'Bank card' }).filter({ hasText: 'Pay-in' });
    expect(await row.count()).toBe(1);
    expect((await row.getByTestId('direction-pair').innerText()).replace(/\s+/g, ' ')).toBe('RUB USDT');
    expect(await row.getByTestId('direction-limits').innerText()).toBe('from 0 RUB');
    expect(await row.getByTestId('direction-live').innerText()).toBe('1 / 1');
    expect(await row.getByTestId('direction-conversion').innerText()).toMatch(/^50 %\s+1 paid of 2$/);
    // The trader closes pay-ins: after a reload nobody is live for it.
    await app.server.db.query('UPDATE trader_profiles SET deposit_open = false WHERE user_id = $1', [await app.userId('trader')]);
    try {
      await page.reload();
      await poll(() => row.getByTestId('direction-live').getAttribute('data-live')).toBe('0');
    } finally {
      await app.server.db.query('UPDATE trader_profiles SET deposit_open = true WHERE user_id = $1', [await app.userId('trader')]);
    }
  });

  it('shows the directions as cards on a phone, in Russian', async () => {
    const page = await app.signedInPage('admin', { viewport: PHONE });
    await page.addInitScript(() => window.localStorage.setItem('locale', 'ru'));
    await page.goto('/directions');
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Направления');
    const card = page.getByTestId('directions-list').getByTestId('direction-conversion').first();
    await card.waitFor();
    expect(await page.locator('tbody tr').count()).toBe(0);
    expect(await page.getByText('оплачено 1 из 2').count()).toBeGreaterThan(0);
  });
});
