import fs from 'node:fs';
import type { MerchantOrder } from '@paydesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { fundUser, liveFlow, merchantApi, readyTrader } from '../packages/server/test/order-fixtures';
import { useE2EApp } from './support/e2e-app';

const app = useE2EApp();

/** The canceled pay-ins by merchant order id, with their amounts. */
const canceled = new Map<string, string>();

beforeAll(async () => {
  const traderId = await app.userId('trader');
  await readyTrader(app.server, traderId, '4111111111111111');
  await fundUser(app.server, traderId, 1_000_000_000n, 'e2e-exports-trader');
  await liveFlow(app.server, [traderId]);
  const api = await merchantApi(app.server);
  for (const [index, amount] of ['1234.56', '1234.56', '777.07'].entries()) {
    const created = await api.call<MerchantOrder>('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: `e2e-export-${index}`,
      amount,
      currency: 'RUB',
      payment_type: 'card',
      amount_adjustable: true,
    });
    expect(created.status).toBe(201);
    const order = created.body.data!;
    expect((await api.call('POST', `/orders/${order.id}/cancel`, { reason: 'customer left' })).status).toBe(200);
    canceled.set(`e2e-export-${index}`, order.fiat.amount);
  }
});

/** RFC 4180 rows of a small file (no quoted line breaks in these rows). */
const rowsOf = (text: string) =>
  text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));

describe('CSV export', () => {
  it("downloads the merchant's history with the screen's filter: a BOM, the filtered rows, exact amounts", async () => {
    const page = await app.signedInPage('merchant');
    await page.goto('/history?filter[amount]=777.07');
    await page.getByTestId('export-csv').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^merchant-order-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = fs.readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = rowsOf(bytes.subarray(3).toString('utf8'));
    const column = (name: string) => header!.indexOf(name);
    expect(column('Merchant order ID')).toBeGreaterThanOrEqual(0);
    expect(rows.map((row) => row[column('Merchant order ID')])).toEqual(['e2e-export-2']);
    expect(rows[0]![column('Fiat amount')]).toBe(canceled.get('e2e-export-2'));
    expect(rows[0]![column('Status')]).toBe('Canceled');
    await page.locator('.mantine-Notification-root', { hasText: 'Exported rows: 1' }).waitFor();
  });

  it('exports in Russian what a Russian screen shows, every row past the page', async () => {
    const page = await app.signedInPage('merchant');
    await page.goto('/history?count=10');
    await page.evaluate(() => localStorage.setItem('locale', 'ru'));
    await page.reload();
    const button = page.getByTestId('export-csv');
    await button.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const text = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const [header, ...rows] = rowsOf(text);
    expect(header).toEqual(expect.arrayContaining(['ID заказа мерчанта', 'Статус', 'Сумма в фиате']));
    const ids = rows.map((row) => row[header!.indexOf('ID заказа мерчанта')]);
    expect(ids).toEqual(expect.arrayContaining([...canceled.keys()]));
  });
});
