import type { MerchantOrder } from '@paydesk/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fundUser, liveFlow, merchantApi, readyTrader } from '../packages/server/test/order-fixtures';
import { PHONE, useE2EApp } from './support/e2e-app';
import { pathOf, poll } from './support/pages';

const app = useE2EApp();

let order: MerchantOrder;
let requisiteId: string;

beforeAll(async () => {
  const traderId = await app.userId('trader');
  requisiteId = await readyTrader(app.server, traderId, '4111111111119182');
  // trader2 may work (insurance settled), so the only thing between them and the order is ownership.
  await readyTrader(app.server, await app.userId('trader2'), '5555555555550001');
  await fundUser(app.server, traderId, 1_000_000_000n, 'search-e2e-funding');
  await liveFlow(app.server, [traderId]);
  const api = await merchantApi(app.server);
  const answer = await api.call<MerchantOrder>('POST', '/orders', {
    direction: 'pay_in',
    merchant_order_id: 'e2e-search-order-77',
    amount: '2750.00',
    currency: 'RUB',
    payment_type: 'card',
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  order = answer.body.data!;
});

const search = (page: Page) => new URL(page.url()).searchParams;

/** Opens the search with Ctrl+K and types; resolves once the answer for that text is on screen. */
const searchFor = async (page: Page, text: string) => {
  const answered = page.waitForResponse((response) => response.url().includes(`/api/inner/search?q=${encodeURIComponent(text)}`));
  // The search (and its shortcut) loads with the signed-in header, after the page itself.
  await page.getByTestId('search-open').first().waitFor();
  await page.keyboard.press('Control+k');
  const input = page.getByTestId('search-input');
  await input.waitFor();
  await input.fill(text);
  await answered;
  return page.getByTestId('search-dialog');
};

describe('header search', () => {
  it('finds an order by the merchant order id and by its id, and opens it in the history', async () => {
    const page = await app.signedInPage('admin');
    await page.goto('/settings');
    await page.getByTestId('profile').waitFor();
    const dialog = await searchFor(page, 'e2e-search-order');
    const hit = dialog.locator('[data-testid="search-hit"][data-kind="order"]');
    await poll(() => hit.count()).toBe(1);
    expect(await hit.innerText()).toContain('e2e-search-order-77');
    await hit.click();
    await page.waitForURL((url) => url.pathname === '/history');
    expect(search(page).get('open')).toBe(order.id);
    expect(search(page).get('tab')).toBe('pay_in');

    // The whole id finds it too, and Enter opens the first result.
    await page.goto('/settings');
    await page.getByTestId('profile').waitFor();
    await searchFor(page, order.id);
    await poll(() => page.locator('[data-testid="search-hit"][data-kind="order"]').count()).toBe(1);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/history' && url.searchParams.get('open') === order.id);
  });

  it('finds a user by name and opens the details on the users page', async () => {
    const page = await app.signedInPage('admin');
    await page.goto('/settings');
    await page.getByTestId('profile').waitFor();
    const dialog = await searchFor(page, 'trader2');
    const hit = dialog.locator('[data-testid="search-hit"][data-kind="user"]');
    await poll(() => hit.count()).toBe(1);
    await hit.click();
    await page.waitForURL((url) => url.pathname === '/users');
    const traderId = await app.userId('trader2');
    expect(search(page).get('open')).toBe(traderId);
    expect(search(page).get('tab')).toBe('traders');
    await page.getByTestId('user-details').waitFor();
    await poll(() => page.getByRole('dialog').getByRole('heading').first().innerText()).toContain('trader2');
  });

  it('finds a requisite by its last four digits, from the visible button on a phone too', async () => {
    const page = await app.signedInPage('admin', { viewport: PHONE });
    await page.goto('/settings');
    await page.getByTestId('profile').waitFor();
    await page.getByTestId('search-open').click();
    const answered = page.waitForResponse((response) => response.url().includes('/api/inner/search?q=9182'));
    await page.getByTestId('search-input').fill('9182');
    await answered;
    const hit = page.locator('[data-testid="search-hit"][data-kind="requisite"]');
    await poll(() => hit.count()).toBe(1);
    expect(await hit.innerText()).toContain('9182');
    await hit.click();
    await page.waitForURL((url) => url.pathname === '/requisites');
    expect(search(page).get('open')).toBe(requisiteId);
    await page.getByTestId('requisite-details-modal').waitFor();
  });

  it("finds nothing of another trader's: trader2 searching the demo trader's order", async () => {
    const page = await app.signedInPage('trader2');
    await page.goto('/settings');
    await page.getByTestId('profile').waitFor();
    const dialog = await searchFor(page, 'e2e-search-order-77');
    await dialog.getByTestId('search-nothing').waitFor();
    expect(await dialog.getByTestId('search-hit').count()).toBe(0);

    // The trader it belongs to finds it.
    const owner = await app.signedInPage('trader');
    await owner.goto('/settings');
    await owner.getByTestId('profile').waitFor();
    await searchFor(owner, 'e2e-search-order-77');
    await poll(() => owner.locator('[data-testid="search-hit"][data-kind="order"]').count()).toBe(1);
    expect(pathOf(owner)).toBe('/settings');
  });
});
