import type { MerchantOrder } from '@paydesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loggedIn } from '../packages/server/test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader } from '../packages/server/test/order-fixtures';
import { useE2EApp } from './support/e2e-app';

const app = useE2EApp();
let paidId: string;

beforeAll(async () => {
  const traderId = await app.userId('trader');
  await readyTrader(app.server, traderId, '4111111111115566');
  await fundUser(app.server, traderId, 1_000_000_000n, 'e2e-statistics');
  await liveFlow(app.server, [traderId]);
  const api = await merchantApi(app.server);
  const create = async (id: string, amount: string) => {
    const answer = await api.call<MerchantOrder>('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: id,
      amount,
      currency: 'RUB',
      payment_type: 'card',
    });
    if (answer.status !== 201) throw new Error(`Could not create the order: ${JSON.stringify(answer.body)}`);
    return answer.body.data!.id;
  };
  paidId = await create('e2e-statistics-paid', '2000.00');
  await create('e2e-statistics-open', '1500.00');
  const confirm = await (await loggedIn(app.server.url, 'trader', 'trader-demo-1')).post(`/order/${paidId}/set-paid`, {});
  if (confirm.status !== 200) throw new Error(`Could not confirm: ${JSON.stringify(confirm.body)}`);
});

/** A table's rows once it has some, each as its cells' texts joined by `|` (spaces of any width as one). */
const rowsOf = async (page: Page, testId: string) => {
  await page.getByTestId(testId).locator('tbody tr td').first().waitFor();
  return page
    .getByTestId(testId)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()).join('|')),
    );
};

describe('statistics', () => {
  it('shows the admin the Total and Rewards tables and the charts, in the light theme and in the dark one', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await app.signedInPage('admin');
      await page.context().addInitScript((stored) => window.localStorage.setItem('color-scheme', stored), scheme);
      await page.goto('/statistics');
      await expect.poll(() => page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(scheme);
      await expect
        .poll(() => rowsOf(page, 'statistics-total'))
        .toEqual(['New|1|1,500|RUB · Russian ruble', 'Paid|1|2,000|RUB · Russian ruble']);
      const rewards = await rowsOf(page, 'statistics-rewards');
      expect(rewards.map((row) => row.split('|').slice(0, 2).join('|'))).toEqual(['Paid|Trader', 'Paid|Agent', 'Paid|Platform']);
      // Each chart is drawn: an SVG with its bars, lines or areas.
      for (const chart of ['chart-turnover', 'chart-orders', 'chart-median', 'chart-traders', 'chart-requisites']) {
        await page.getByTestId(chart).locator('svg.recharts-surface').first().waitFor();
      }
      expect(await page.getByTestId('median-overall').textContent()).toMatch(/^Median for the period: \d+ s$/);
      expect(await page.getByTestId('chart-traders').textContent()).toContain('trader');
    }
  });

  it('narrows to the filters in the address, in Russian', async () => {
    const page = await app.signedInPage('admin');
    await page.context().addInitScript(() => window.localStorage.setItem('locale', 'ru'));
    await page.goto('/statistics?filter[status]=paid');
    await expect.poll(() => rowsOf(page, 'statistics-total')).toEqual(['Оплачен|1|2 000|RUB · Russian ruble']);
    expect(await page.getByTestId('chart-orders').textContent()).toContain('Конверсия, %');
  });

  it("shows a trader only their own figures and their own reward, without the admin's charts", async () => {
    const page = await app.signedInPage('trader');
    await page.goto('/statistic');
    await expect
      .poll(() => rowsOf(page, 'statistics-total'))
      .toEqual(['New|1|1,500|RUB · Russian ruble', 'Paid|1|2,000|RUB · Russian ruble']);
    expect((await rowsOf(page, 'statistics-rewards')).map((row) => row.split('|').slice(0, 2).join('|'))).toEqual(['Paid|Trader']);
    await page.getByTestId('chart-orders').locator('svg.recharts-surface').first().waitFor();
    expect(await page.getByTestId('chart-traders').count()).toBe(0);
  });

  it("lists the order's movements in the trader's balance history, the latest balance the total, each linked to its order", async () => {
    const page = await app.signedInPage('trader');
    await page.goto('/balance');
    const history = page.getByTestId('balance-history');
    const reward = history.locator('tbody tr', { hasText: 'Trader reward' });
    await reward.waitFor();
    const latest = history.locator('tbody tr').first();
    const total = await page.getByTestId('balance-total').getAttribute('data-amount');
    expect(await latest.getByTestId('balance-around').locator('[data-amount]').last().getAttribute('data-amount')).toBe(total);
    await reward.getByTestId('movement-reference').click();
    await page.waitForURL((url) => url.pathname === '/history' && url.searchParams.get('open') === paidId);
  });
});
