import fs from 'node:fs';
import type { MerchantOrder } from '@paydesk/contract';
import { describe, expect, it } from 'vitest';
import { loggedIn } from '../packages/server/test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader } from '../packages/server/test/order-fixtures';
import { PHONE, useE2EApp } from './support/e2e-app';
import { poll, recordApiCalls } from './support/pages';

const app = useE2EApp({ env: { RECEIPTS_DIR: '/tmp/paydesk-e2e-receipts' } });

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('e2e receipt')]);

let merchant: Awaited<ReturnType<typeof merchantApi>> | null = null;
/** The merchant's signed API, on a live flow served by the demo trader (set up once). */
const merchantOnLiveFlow = async () => {
  if (merchant) return merchant;
  const trader = await app.userId('trader');
  await readyTrader(app.server, trader, '4276380012345679');
  await fundUser(app.server, trader, 1_000_000_000n, 'e2e-payment-page-funding');
  await liveFlow(app.server, [trader]);
  return (merchant = await merchantApi(app.server));
};

const payIn = async (amount: string) => {
  const api = await merchantOnLiveFlow();
  const answer = await api.call<MerchantOrder>('POST', '/orders', {
    direction: 'pay_in',
    merchant_order_id: `e2e-pay-${Date.now()}`,
    amount,
    currency: 'RUB',
    payment_type: 'card',
    return_url: 'https://shop.example/thanks',
  });
  if (answer.status !== 201) throw new Error(`The order was refused: ${JSON.stringify(answer.body)}`);
  return answer.body.data!;
};

const TEXTS = {
  en: {
    exact: 'Pay exactly this amount',
    paid: 'I have paid',
    checking: 'Checking your payment',
    received: 'Payment received',
    back: 'Back to the shop',
  },
  ru: {
    exact: 'Переведите точно эту сумму',
    paid: 'Я оплатил',
    checking: 'Проверяем платёж',
    received: 'Оплата получена',
    back: 'Вернуться в магазин',
  },
} as const;

describe('the customer payment page at 375 px', () => {
  for (const [language, browserLocale, amount] of [
    ['en', 'en-US', '1500.50'],
    ['ru', 'ru-RU', '2750.00'],
  ] as const) {
    it(`goes from open to paid in ${language}, in the browser's language, without the back-office`, async () => {
      const order = await payIn(amount);
      const texts = TEXTS[language];
      const page = await app.newPage({ viewport: PHONE, locale: browserLocale });
      const calls = recordApiCalls(page);
      const sockets: string[] = [];
      page.on('websocket', (socket) => sockets.push(socket.url()));
      await page.goto(new URL(order.payment_url).pathname);

      await poll(() => page.getByTestId('pay-amount').textContent()).toBe(`${amount.replace(/^(\d)(\d{3})/, '$1\u202f$2')} RUB`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await page.getByText(texts.exact).waitFor();
      expect(await page.getByTestId('pay-card').textContent()).toBe('4276 3800 1234 5679');
      expect(await page.getByTestId('pay-holder').textContent()).toBe('TEST HOLDER');
      expect(await page.getByTestId('pay-countdown').textContent()).toMatch(/^1[45]:\d\d$/);
      // Made for the phone: nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      // Nothing of the executor, the fee, the rate or the order's internal id.
      const text = (await page.locator('body').textContent()) ?? '';
      for (const hidden of ['trader', order.id, order.rate, order.crypto.amount]) expect(text).not.toContain(hidden);
      await page.locator('input[type="file"]').setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
      await page.getByTestId('pay-receipts').getByText('transfer.png').waitFor();

      await page.getByRole('button', { name: texts.paid }).click();
      await poll(() => page.getByTestId('pay-status').textContent()).toBe(texts.checking);

      // The trader confirms in the back-office; the page learns of it by itself.
      const trader = await loggedIn(app.server.url, 'trader');
      expect((await trader.post(`/order/${order.id}/set-paid`, {})).status).toBe(200);
      await poll(() => page.getByTestId('pay-status').textContent()).toBe(texts.received);
      const back = page.getByRole('link', { name: texts.back });
      expect(await back.getAttribute('href')).toBe('https://shop.example/thanks');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      // The back-office was never asked for: no session, no menu, no socket; only the page's calls and the public language list.
      const PUBLIC = new Set(['GET /csrf-cookie', 'GET /language']);
      expect(calls.filter((call) => !call.includes('/pay/') && !PUBLIC.has(call))).toEqual([]);
      expect(sockets).toEqual([]);
    });
  }

  it("shows the customer's receipt to the order's trader in the order's details, byte for byte", async () => {
    const order = await payIn('1234.00');
    const customer = await app.newPage({ viewport: PHONE, locale: 'en-US' });
    await customer.goto(new URL(order.payment_url).pathname);
    await customer.locator('input[type="file"]').setInputFiles({ name: 'bank-app.png', mimeType: 'image/png', buffer: PNG });
    await customer.getByTestId('pay-receipts').getByText('bank-app.png').waitFor();

    const page = await app.signedInPage('trader');
    await page.goto(`/active?open=${order.id}`);
    const receipts = page.getByTestId('order-receipts');
    await receipts.getByText('bank-app.png').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      receipts.getByRole('button', { name: 'Download bank-app.png' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('bank-app.png');
    const saved = await download.path();
    expect(fs.readFileSync(saved)).toEqual(PNG);
  });

  it('keeps the order on screen when a reload fails, and catches up on the next poll', async () => {
    const order = await payIn('990.00');
    const page = await app.newPage({ viewport: PHONE, locale: 'en-US' });
    const token = new URL(order.payment_url).pathname.split('/').pop()!;
    await page.goto(`/pay/${token}`);
    await poll(() => page.getByTestId('pay-status').textContent()).toBe('Waiting for your payment');
    // The next load of the page's data fails once (a restart, a dropped connection).
    let failed = 0;
    await page.route(`**/api/inner/pay/${token}`, async (route) => {
      if (failed > 0) return route.continue();
      failed += 1;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":{"code":"unavailable","message":"Unavailable"}}',
      });
    });
    const trader = await loggedIn(app.server.url, 'trader');
    expect((await trader.post(`/order/${order.id}/set-paid`, {})).status).toBe(200);
    await poll(() => failed).toBe(1);
    // Still the order, not an error page; then the poll asks again and the page shows the outcome.
    expect(await page.getByTestId('pay-error').count()).toBe(0);
    await poll(() => page.getByTestId('pay-status').textContent()).toBe('Payment received');
  });

  it('says a wrong link is not valid', async () => {
    const page = await app.newPage({ viewport: PHONE, locale: 'en-US' });
    await page.goto(`/pay/${'Z'.repeat(32)}`);
    await poll(() => page.getByTestId('pay-error').textContent()).toContain('This payment link is not valid');
  });
});
