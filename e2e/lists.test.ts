import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readyTrader } from '../packages/server/test/order-fixtures';
import { PHONE, useE2EApp } from './support/e2e-app';
import { pathOf, poll, submitLogin } from './support/pages';
import { pickOption, rowUsernames, seedAgents } from './support/users-pages';

const app = useE2EApp();

const search = (page: Page) => new URL(page.url()).searchParams;
const agentsList = (page: Page) => page.getByTestId('users-list-agents');
/** The list shows its rows (not a skeleton) for the address it is on. */
const settled = async (page: Page) => {
  await agentsList(page).getByTestId('pagination-results').waitFor();
  await poll(() => agentsList(page).getByTestId('list-skeleton').count()).toBe(0);
};

describe('list state in the address', () => {
  it('keeps the page, the page size, the sort and a filter of /users through reload, Back and a shared link', async () => {
    await seedAgents(app.server, 'urlstate', 25);
    const page = await app.signedInPage('admin');
    await page.goto('/users?tab=agents');
    await settled(page);

    // Filter, then sort descending, then 10 a page, then page 2: each a step of the history.
    const filters = agentsList(page).getByTestId('filter-form');
    await filters.getByTestId('filter-username').fill('urlstate');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await poll(() => search(page).get('filter[username]')).toBe('urlstate');
    const sortButton = agentsList(page).locator('[data-sort-field="username"]');
    await sortButton.click();
    await poll(() => search(page).get('sort')).toBe('username');
    await sortButton.click();
    await poll(() => search(page).get('sort')).toBe('-username');
    // The sorted page is on screen (and the pager usable again) before the page size changes.
    await poll(() => agentsList(page).getByRole('row').nth(1).textContent()).toContain('urlstate025');
    await pickOption(agentsList(page).getByTestId('per-page'), '10 / page');
    await poll(() => search(page).get('count')).toBe('10');
    await agentsList(page).getByRole('button', { name: 'Page 2' }).click();
    await poll(() => search(page).get('page')).toBe('2');
    expect(page.url()).toContain('filter[username]=urlstate');

    const secondPage = ['urlstate015', 'urlstate014', 'urlstate013', 'urlstate012', 'urlstate011'];
    await poll(async () => (await rowUsernames(agentsList(page))).slice(0, 5)).toEqual(secondPage);
    await poll(() => agentsList(page).getByTestId('pagination-results').textContent()).toBe('Results: 11 - 20 of 25');

    // A reload restores all of it, the filter input included.
    await page.reload();
    await settled(page);
    await poll(async () => (await rowUsernames(agentsList(page))).slice(0, 5)).toEqual(secondPage);
    expect(await agentsList(page).getByTestId('filter-username').inputValue()).toBe('urlstate');
    expect(await agentsList(page).locator('th[aria-sort="descending"]').count()).toBe(1);

    // Back undoes one step at a time: page 1, then 20 a page.
    await page.goBack();
    await poll(() => search(page).get('page')).toBeNull();
    await poll(() => agentsList(page).getByTestId('pagination-results').textContent()).toBe('Results: 1 - 10 of 25');
    expect((await rowUsernames(agentsList(page)))[0]).toBe('urlstate025');
    await page.goBack();
    await poll(() => agentsList(page).getByTestId('pagination-results').textContent()).toBe('Results: 1 - 20 of 25');

    // Someone else opening the same link sees the same page.
    const link = `/users?tab=agents&page=2&count=10&sort=-username&filter[username]=urlstate`;
    const other = await app.signedInPage('root');
    await other.goto(link);
    await settled(other);
    await poll(async () => (await rowUsernames(agentsList(other))).slice(0, 5)).toEqual(secondPage);
  });

  it('keeps the filter of another list (requisites) through reload and Back, and opens a row at ?open=', async () => {
    const traderId = await app.userId('trader');
    const first = await readyTrader(app.server, traderId, '4111111111111111');
    await app.server.db.query(`UPDATE requisites SET name = 'Urlstate alpha' WHERE id = $1`, [first]);
    const second = await readyTrader(app.server, traderId, '5555555555554444');
    await app.server.db.query(`UPDATE requisites SET name = 'Urlstate beta' WHERE id = $1`, [second]);

    const page = await app.signedInPage('admin');
    await page.goto('/requisites');
    const list = page.getByTestId('requisites-list');
    await list.getByTestId('pagination-results').waitFor();
    await list.getByTestId('filter-name').fill('Urlstate beta');
    await list.getByTestId('filter-form').getByRole('button', { name: 'Apply' }).click();
    await poll(() => search(page).get('filter[name]')).toBe('Urlstate beta');
    await poll(() => list.getByTestId('requisite-name').allInnerTexts()).toEqual(['Urlstate beta']);

    await page.reload();
    await poll(() => list.getByTestId('requisite-name').allInnerTexts()).toEqual(['Urlstate beta']);
    expect(await list.getByTestId('filter-name').inputValue()).toBe('Urlstate beta');

    // A row click opens the record with an address of its own; closing it goes back to the list.
    await list.getByTestId('requisite-name').first().click();
    await poll(() => search(page).get('open')).toBe(second);
    await page.getByTestId('requisite-details-modal').waitFor();
    await page.reload();
    await page.getByTestId('requisite-details-modal').waitFor();
    await page.keyboard.press('Escape');
    await poll(() => search(page).get('open')).toBeNull();
    expect(search(page).get('filter[name]')).toBe('Urlstate beta');

    await page.goBack();
    await poll(() => search(page).get('filter[name]')).toBeNull();
    await poll(async () => (await list.getByTestId('requisite-name').allInnerTexts()).length).toBeGreaterThan(1);
  });
});

describe("a list's state under quick clicks", () => {
  it('keeps a filter just applied when the sort is clicked before the screen has redrawn', async () => {
    const page = await app.signedInPage('admin');
    await page.goto('/users?tab=agents');
    await settled(page);
    await agentsList(page).getByTestId('filter-form').getByTestId('filter-username').fill('agent');
    // The router draws a navigation in a transition: the sort is clicked once the address holds
    // the filter, before the browser has given React a task to draw it.
    const seen = await page.evaluate(async () => {
      const list = document.querySelector('[data-testid="users-list-agents"]');
      const apply = list?.querySelector<HTMLButtonElement>('[data-testid="filter-form"] button[type="submit"]');
      const sort = list?.querySelector<HTMLElement>('[data-sort-field="username"]');
      if (!apply || !sort) return 'missing';
      apply.click();
      for (let turn = 0; turn < 1000 && !window.location.search.includes('filter'); turn += 1) await Promise.resolve();
      if (!window.location.search.includes('filter')) return 'no address change';
      sort.click();
      return 'clicked';
    });
    expect(seen).toBe('clicked');
    await poll(() => search(page).get('sort')).toBe('username');
    expect(search(page).get('filter[username]')).toBe('agent');
  });
});

describe('phones, empty lists and loading', () => {
  it('shows the users as cards at 375 px: title, status, fields and the actions, with no sideways scroll', async () => {
    const page = await app.signedInPage('admin', { viewport: PHONE });
    await page.goto('/users?tab=traders');
    const list = page.getByTestId('users-list-traders');
    const cards = list.getByTestId('list-card');
    await poll(() => cards.count()).toBeGreaterThanOrEqual(2);
    expect(await list.locator('table').count()).toBe(0);
    const trader = cards.filter({ has: page.getByTestId('row-username').getByText('trader', { exact: true }) });
    expect(await trader.getByTestId('list-card-title').innerText()).toContain('trader');
    expect(await trader.locator('dt').allInnerTexts()).toEqual(expect.arrayContaining(['ID', 'Balance']));
    expect(await trader.getByTestId('list-card-actions').getByRole('button', { name: 'Block' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // Every card fits the screen.
    for (const box of await cards.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().right))) {
      expect(box).toBeLessThanOrEqual(PHONE.width);
    }

    // A tap on the card (not on a button) opens the user's details with an address.
    await trader.getByTestId('list-card-title').click();
    await poll(() => search(page).get('open')).toBe(await app.userId('trader'));
    await page.getByTestId('user-details').waitFor();
  });

  it("draws a phone list's filters only while unfolded, keeps what was typed when folded, and filters with them", async () => {
    const page = await app.signedInPage('admin', { viewport: PHONE });
    // Without motion the panel is open at once: a tap is not aimed at a button still sliding into place.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/users?tab=traders');
    const list = page.getByTestId('users-list-traders');
    await poll(() => list.getByTestId('list-card').count()).toBeGreaterThanOrEqual(2);
    const filters = list.getByTestId('filter-form');
    const toggle = filters.getByRole('button', { name: 'Filters' });
    // Folded: the toggle only, no inputs drawn.
    expect(await filters.locator('input').count()).toBe(0);
    await toggle.click();
    await filters.getByLabel('Username').fill('trader');
    await toggle.click();
    await poll(() => filters.locator('input').count()).toBe(0);
    await toggle.click();
    expect(await filters.getByLabel('Username').inputValue()).toBe('trader');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await poll(() => search(page).get('filter[username]')).toBe('trader');
    // Applied, the panel folds and its toggle counts the filter in force.
    await poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.innerText()).toContain('1');
  });

  it('fits the users table in a 1280 px window in Russian, the long Block label whole', async () => {
    const page = await app.signedInPage('admin');
    await page.addInitScript(() => window.localStorage.setItem('locale', 'ru'));
    for (const tab of ['traders', 'merchants'] as const) {
      await page.goto(`/users?tab=${tab}`);
      const list = page.getByTestId(`users-list-${tab}`);
      const block = list.getByRole('button', { name: 'Заблокировать' }).first();
      await block.waitFor();
      const table = list.locator('table');
      const overflow = await table.evaluate((element) => {
        const scroller = element.parentElement!.parentElement!;
        return scroller.scrollWidth - scroller.clientWidth;
      });
      expect(overflow).toBeLessThanOrEqual(0);
      const [button, area] = await Promise.all([block.boundingBox(), list.boundingBox()]);
      expect(button!.x + button!.width).toBeLessThanOrEqual(area!.x + area!.width);
      expect(await block.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
  });

  it('says so, visibly, when a list is empty', async () => {
    for (const viewport of [undefined, PHONE]) {
      const page = await app.signedInPage('admin', viewport ? { viewport } : {});
      await page.goto('/users?tab=agents&filter[username]=nobody-is-called-this');
      const empty = page.getByTestId('users-list-agents').getByTestId('list-empty');
      await empty.waitFor();
      expect(await empty.innerText()).toBe('No users match these filters.');
      const box = await empty.boundingBox();
      const width = viewport?.width ?? 1280;
      expect(box && box.x >= 0 && box.x + box.width <= width && box.height > 40).toBe(true);
    }
  });

  it('shows skeleton rows while the first page is on its way', async () => {
    const page = await app.signedInPage('admin');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/inner\/user\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/users?tab=admins');
    const list = page.getByTestId('users-list-admins');
    await list.getByTestId('list-skeleton').waitFor();
    expect(await list.getByTestId('list-skeleton-row').count()).toBeGreaterThan(0);
    expect(await list.getByTestId('row-username').count()).toBe(0);
    release();
    await list.getByTestId('row-username').first().waitFor();
    expect(await list.getByTestId('list-skeleton').count()).toBe(0);
  });
});

describe('deep links', () => {
  it('lands on the address asked for after the login, not on the settings', async () => {
    const page = await app.newPage();
    await page.goto('/users?tab=admins&sort=-username');
    await page.waitForURL((url) => url.pathname === '/login');
    await submitLogin(page, 'admin', 'admin-demo-1');
    await page.waitForURL((url) => url.pathname === '/users');
    expect(search(page).get('tab')).toBe('admins');
    expect(search(page).get('sort')).toBe('-username');
    await page.getByTestId('users-list-admins').locator('th[aria-sort="descending"]').waitFor();
    expect(pathOf(page)).toBe('/users');
  });
});
