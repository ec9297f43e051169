import { beforeAll, describe, expect, it } from 'vitest';
import { fundUser, liveFlow, merchantApi, readyTrader } from '../packages/server/test/order-fixtures';
import { receiptPdf } from '../packages/server/test/receipt-pdf';
import type { MerchantOrder } from '@paydesk/contract';
import { useE2EApp } from './support/e2e-app';

const app = useE2EApp();

let caseId: string;
let orderId: string;

beforeAll(async () => {
  const traderId = await app.userId('trader');
  await readyTrader(app.server, traderId, '4111111111117788');
  await fundUser(app.server, traderId, 1_000_000_000n, 'e2e-anti-fraud');
  await liveFlow(app.server, [traderId]);
  const created = await (
    await merchantApi(app.server)
  ).call<MerchantOrder>('POST', '/orders', {
    direction: 'pay_in',
    merchant_order_id: `e2e-af-${Date.now()}`,
    amount: '2345.67',
    currency: 'RUB',
    payment_type: 'card',
  });
  if (created.status !== 201) throw new Error(`Could not create the order: ${JSON.stringify(created.body)}`);
  orderId = created.body.data!.id;
  const [row] = await app.server.db.query<{ id: string }>(
    `INSERT INTO anti_fraud_cases (id, rule, target_type, target_key, target_user_id, effect, evidence)
     VALUES (gen_random_uuid(), 'trader_fast_confirm', 'trader', $1, $2, 'trader_stopped', $3) RETURNING id`,
    [traderId, traderId, JSON.stringify({ figures: { fast_confirmations: 7, seconds: 15, period_hours: 24 }, orders: [] })],
  );
  caseId = row!.id;
});

describe('the anti-fraud screen', () => {
  it('shows a case in force and releases it after the question', async () => {
    const page = await app.signedInPage('admin');
    await page.goto('/antifraud');
    const list = page.getByTestId('anti-fraud-list');
    await expect.poll(() => list.getByTestId('anti-fraud-rule').first().textContent()).toBe('Confirmations faster than a person');
    await expect.poll(() => list.getByTestId('anti-fraud-target').first().textContent()).toBe('trader');
    await list.getByTestId('anti-fraud-release').first().click();
    await page.getByTestId('anti-fraud-release-confirm').click();
    await expect.poll(() => list.getByTestId('anti-fraud-approved').first().textContent()).toBe('Approved');
    expect(await list.getByTestId('anti-fraud-release').count()).toBe(0);
    const [row] = await app.server.db.query<{ released_by: string | null }>('SELECT released_by FROM anti_fraud_cases WHERE id = $1', [
      caseId,
    ]);
    expect(row!.released_by).toBe(await app.userId('admin'));
  });

  it('saves the settings, and shows a refused value under its field', async () => {
    const page = await app.signedInPage('admin');
    await page.goto('/antifraud');
    await page.getByTestId('anti-fraud-settings-open').click();
    const field = page.getByTestId('anti-fraud-setting-customer_open_max_orders');
    await field.fill('many');
    await page.getByTestId('anti-fraud-settings-save').click();
    await page.getByText('must be a whole number from 1 to 1000', { exact: true }).waitFor();
    await page.getByText('Some values are refused').waitFor();
    await field.fill('4');
    await page.getByTestId('anti-fraud-setting-enabled').check({ force: true });
    await page.getByTestId('anti-fraud-settings-save').click();
    await page.getByTestId('anti-fraud-settings-form').waitFor({ state: 'detached' });
    const rows = await app.server.db.query<{ key: string; value: string }>('SELECT key, value FROM anti_fraud_settings ORDER BY key');
    expect(rows).toEqual(
      expect.arrayContaining([
        { key: 'customer_open_max_orders', value: '4' },
        { key: 'enabled', value: 'true' },
      ]),
    );
  });

  it('checks a receipt PDF and shows the order it matches', async () => {
    const page = await app.signedInPage('admin');
    await page.goto('/antifraud');
    await page.getByTestId('anti-fraud-receipt-open').click();
    const day = new Date().toISOString().slice(0, 10).split('-').reverse().join('.');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'receipt.pdf',
      mimeType: 'application/pdf',
      buffer: receiptPdf(['Payment receipt', 'Amount: 2 345.67 RUB', `Date: ${day}`, 'Card **** 7788']),
    });
    await page.getByTestId('anti-fraud-receipt-check').click();
    await page.getByTestId('anti-fraud-receipt-match').waitFor();
    expect(await page.getByTestId('anti-fraud-receipt-matches').textContent()).toContain(orderId.slice(0, 8));
  });
});
