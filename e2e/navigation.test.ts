import { describe, expect, it } from 'vitest';
import { en } from '../packages/web/src/shared/i18n/dictionaries/en';
import { PHONE, useE2EApp } from './support/e2e-app';
import { menuLabels, menuPaths, pathOf, poll } from './support/pages';

const app = useE2EApp();

type MenuKey = keyof typeof en & `menu.${string}`;

/**
 * Spec 000 section 2, the side-menu table, in its order: [label key, path]. Entries not in the
 * spec's table: the notification templates, which the admins manage beside the devices, and the
 * reconciliation report (admins and merchants), the deals and the directions (admins).
 */
const SPEC_MENU: readonly (readonly [MenuKey, string])[] = [
  ['menu.partners', '/partners'],
  ['menu.users', '/users'],
  ['menu.agentTraders', '/agent/traders'],
  ['menu.active', '/active'],
  ['menu.history', '/history'],
  ['menu.unprocessed', '/unprocessed'],
  ['menu.deals', '/deals'],
  ['menu.directions', '/directions'],
  ['menu.paySystems', '/pay'],
  ['menu.statistics', '/statistics'],
  ['menu.wallets', '/wallets'],
  ['menu.antiFraud', '/antifraud'],
  ['menu.requisites', '/requisites'],
  ['menu.devices', '/devices'],
  ['menu.notificationTemplates', '/devices/templates'],
  ['menu.potoc', '/potoc'],
  ['menu.balance', '/balance'],
  ['menu.statistic', '/statistic'],
  ['menu.reconciliation', '/reconciliation'],
  ['menu.requisite', '/requisite'],
  ['menu.terminal', '/terminal'],
  ['menu.settings', '/settings'],
];

const LABEL_KEY = new Map(SPEC_MENU.map(([key, path]) => [path, key]));

/** Each role's entries as the spec's "Roles" column gives them, in the table's order (the templates: admins but support). */
const ADMIN_MENU = [
  '/partners',
  '/users',
  '/active',
  '/history',
  '/unprocessed',
  '/deals',
  '/directions',
  '/pay',
  '/statistics',
  '/wallets',
  '/antifraud',
  '/requisites',
  '/devices',
  '/devices/templates',
  '/potoc',
  '/reconciliation',
  '/settings',
];
const SUPPORT_MENU = [
  '/partners',
  '/active',
  '/history',
  '/unprocessed',
  '/deals',
  '/directions',
  '/pay',
  '/statistics',
  '/antifraud',
  '/requisites',
  '/devices',
  '/reconciliation',
  '/settings',
];
const SHOP_MENU = ['/active', '/history', '/balance', '/statistic', '/reconciliation', '/settings'];
const PARTNER_MENU = ['/active', '/history', '/balance', '/statistic', '/settings'];
const AGENT_MENU = ['/agent/traders', '/balance', '/statistic', '/settings'];
const TRADER_MENU = ['/active', '/history', '/balance', '/statistic', '/requisite', '/terminal', '/settings'];

const EXPECTED_MENUS: Record<string, string[]> = {
  root: ADMIN_MENU,
  admin: ADMIN_MENU,
  support: SUPPORT_MENU,
  merchant: SHOP_MENU,
  partner: PARTNER_MENU,
  agent: AGENT_MENU,
  trader: TRADER_MENU,
};

describe('side menu', () => {
  it.each(Object.entries(EXPECTED_MENUS))('shows %s exactly the entries of the spec table, in order', async (username, expected) => {
    const page = await app.sharedPage(username);
    await page.goto('/settings');
    const menu = page.getByTestId('side-menu');
    await menu.waitFor();

    expect(await menuPaths(menu)).toEqual(expected);
    expect(await menuLabels(menu)).toEqual(expected.map((path) => en[LABEL_KEY.get(path)!]));
    expect(await page.getByTestId('menu-item-/settings').getAttribute('aria-current')).toBe('page');
    expect(await page.getByTestId('insurance-modal').count()).toBe(0);
    // On a wide screen the menu is a side bar, not a drawer.
    expect(await page.getByTestId('burger').count()).toBe(0);
  });

  it('shows a trader whose insurance is not paid no menu, only the blocking insurance modal', async () => {
    const page = await app.signedInPage('trader2');
    await page.goto('/settings');
    const modal = page.getByRole('dialog', { name: 'Insurance contribution' });
    await modal.waitFor();
    expect(await modal.getByTestId('insurance-modal').isVisible()).toBe(true);
    expect(await modal.getByText('Amount due: 100').isVisible()).toBe(true);
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    expect(await modal.getByRole('button', { name: /close/i }).count()).toBe(0);

    // Escape does not close it; the header stays usable so the trader can still log out.
    await page.keyboard.press('Escape');
    expect(await modal.isVisible()).toBe(true);
    await page.getByTestId('logout').click();
    await page.waitForURL('**/login');
    await poll(() => page.getByTestId('insurance-modal').count()).toBe(0);
  });

  it('navigates to a section from its menu entry and marks it current', async () => {
    const page = await app.sharedPage('agent');
    await page.goto('/settings');
    await page.getByTestId('menu-item-/balance').click();
    await page.waitForURL('**/balance');
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Balance');
    expect(await page.getByTestId('menu-item-/balance').getAttribute('aria-current')).toBe('page');
    expect(await page.getByTestId('menu-item-/settings').getAttribute('aria-current')).toBeNull();
  });
});

describe('drawer on a narrow screen', () => {
  it('hides the side menu at 375 px; the burger opens a drawer whose entry navigates and closes it', async () => {
    const page = await app.signedInPage('trader', { viewport: PHONE });
    await page.goto('/settings');
    const burger = page.getByTestId('burger');
    await burger.waitFor();
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    expect(await burger.getAttribute('aria-label')).toBe('Open menu');

    await burger.click();

    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    const menu = drawer.getByTestId('side-menu');
    expect(await menuPaths(menu)).toEqual(TRADER_MENU);
    expect(await burger.getAttribute('aria-label')).toBe('Close menu');

    await menu.getByTestId('menu-item-/terminal').click();

    await page.waitForURL('**/terminal');
    await drawer.waitFor({ state: 'hidden' });
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Terminal');
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    expect(await burger.getAttribute('aria-label')).toBe('Open menu');
  });
});

describe('other screens', () => {
  it('shows only "Api" on /api', async () => {
    const page = await app.sharedPage('merchant');
    await page.goto('/api');
    const main = page.locator('main');
    await poll(() => main.innerText()).toBe('Api');
  });

  it('shows the not-found page on an unknown path, with a way back', async () => {
    const page = await app.sharedPage('merchant');
    await page.goto('/no/such/screen');
    const notFound = page.getByTestId('not-found');
    await notFound.waitFor();
    expect(await notFound.getByRole('heading').textContent()).toBe('Page not found');
    expect(pathOf(page)).toBe('/no/such/screen');

    await notFound.getByRole('link', { name: 'Go to the start page' }).click();
    await page.waitForURL('**/settings');
  });

  it('opens /directions, the last screen that was a placeholder, as its real list', async () => {
    const page = await app.sharedPage('admin');
    await page.goto('/directions');
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Directions');
    await page.getByTestId('directions-list').waitFor();
    expect(await page.title()).toBe('Directions · Paydesk');
  });

  it('sends a visitor without a session from a section to /login', async () => {
    const page = await app.newPage();
    await page.goto('/directions');
    await page.waitForURL('**/login');
  });
});
