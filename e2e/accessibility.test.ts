import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEVICE_API_BASE } from '@paydesk/contract';
import { loggedIn, TestClient } from '../packages/server/test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader } from '../packages/server/test/order-fixtures';
import { demoPassword, useE2EApp } from './support/e2e-app';
import { menuPaths } from './support/pages';

const app = useE2EApp();

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING = new Set(['serious', 'critical']);
/** Every role's account, the support sub-role and the trader still locked behind the insurance modal. */
const ACCOUNTS = ['admin', 'support', 'merchant', 'trader', 'trader2', 'agent', 'partner'] as const;
const THEMES = ['light', 'dark'] as const;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A real 1×1 PNG, as a dispute's evidence. */
const A11Y_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * Lets the colour transitions a theme switch starts run out (a selected tab's label fades to its
 * colour): axe reads colours mid-fade otherwise. Endless animations (a spinner) are not waited for.
 */
const transitionsDone = (page: Page) =>
  page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);

/** Waits for the page to settle: no request in flight, no loader, fonts and transitions done. */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page
    .locator('[data-testid="initial-loader"]')
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  // Mantine's transitions (modals, drawers) last up to 200 ms; axe reads colours mid-fade otherwise.
  await page.waitForTimeout(250);
  await transitionsDone(page);
};

/** Runs axe-core on what is on screen in both themes; answers the serious and critical findings. */
const audit = async (page: Page, label: string, themeWait = 50) => {
  const found: string[] = [];
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  for (const theme of THEMES) {
    // Mantine reads the scheme from this attribute: switching it restyles the page at once, no reload.
    await page.evaluate((scheme) => document.documentElement.setAttribute('data-mantine-color-scheme', scheme), theme);
    await page.waitForTimeout(themeWait);
    await transitionsDone(page);
    // Only colours change with the theme: the second pass checks contrast alone.
    const runOnly = theme === THEMES[0] ? { type: 'tag', values: WCAG_TAGS } : { type: 'rule', values: ['color-contrast'] };
    const violations = await page.evaluate(async (only) => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe;
      const result = await axe.run(document, { runOnly: only, resultTypes: ['violations'] });
      return result.violations;
    }, runOnly);
    for (const violation of violations as Violation[]) {
      if (!BLOCKING.has(violation.impact ?? '')) continue;
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      found.push(
        `${label} [${theme}] ${violation.id} (${violation.impact}, ${violation.nodes.length}×): ${violation.help} — ${targets.join(' | ')}`,
      );
    }
  }
  return found;
};

describe('accessibility (axe-core, WCAG 2.1 AA, both themes)', () => {
  it('finds nothing serious or critical on the pages anyone can open', async () => {
    const page = await app.newPage({ bypassCSP: true });
    const found: string[] = [];
    for (const path of ['/login', '/invite_code?code=example', '/no-such-page']) {
      await page.goto(path);
      await settle(page);
      found.push(...(await audit(page, path)));
    }
    expect(found).toEqual([]);
  });

  /** Every screen of the account's menu as it stands: screens added later are audited without touching this test. */
  const auditAccount = async (username: string) => {
    const page = await app.signedInPage(username, { bypassCSP: true });
    await page.goto('/settings');
    await settle(page);
    const menu = page.getByTestId('side-menu').first();
    // The menu loads after sign-in; a trader behind the insurance modal has none.
    const hasMenu = await menu.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    const paths = hasMenu ? await menuPaths(menu) : [];
    const found: string[] = [];
    for (const path of ['/settings', ...paths.filter((path) => path !== '/settings')]) {
      await page.goto(path);
      await settle(page);
      found.push(...(await audit(page, `${username} ${path}`)));
    }
    await page.context().close();
    return { username, screens: 1 + paths.length, found };
  };

  // Seven accounts and every screen of their menus, each audited in both themes: minutes under a loaded CI, not seconds.
  it('finds nothing serious or critical on any screen of any account', async () => {
    // Three accounts at a time: most of the time goes to waiting for pages, not to the processor.
    const queue = [...ACCOUNTS];
    const results: Awaited<ReturnType<typeof auditAccount>>[] = [];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) results.push(await auditAccount(next));
    };
    await Promise.all([worker(), worker(), worker()]);
    expect(results.map((result) => result.username).sort()).toEqual([...ACCOUNTS].sort());
    // The admin's menu alone holds more than ten screens: a menu that failed to load would audit nothing.
    expect(results.find((result) => result.username === 'admin')?.screens).toBeGreaterThan(10);
    expect(results.flatMap((result) => result.found)).toEqual([]);
  }, 420_000);
});

describe('accessibility of the terminal screens with rows and their modals', () => {
  it('finds nothing serious or critical on /terminal and /devices holding terminals, notifications and open modals', async () => {
    const url = app.server.url;
    const trader = await loggedIn(url, 'trader', demoPassword('trader'));
    const admin = await loggedIn(url, 'admin', demoPassword('admin'));
    const requisite = await trader.post<{ id: string }>('/trader/requisite', {
      name: 'Audited card',
      currency: 'RUB',
      payment_type: 'card',
      payment_option: 'sberbank_card',
      attributes: { card_number: '4111111111111111', holder: 'AUDIT HOLDER' },
      is_active: true,
    });
    const requisites = [requisite.body.data!.id];
    const live = (await trader.post<{ guid: string; pairing_code: string }>('/terminal', { name: 'Audited phone', requisites })).body.data!;
    await trader.post('/terminal', { name: 'Unpaired phone', requisites });
    const device = { android_id: 'audit-android', android_version: '14', app_version: '1.0.0', device_model: 'Pixel 8' };
    const phone = new TestClient(url);
    const token = (
      await phone.request<{ token: string }>('POST', '/pair', {
        base: DEVICE_API_BASE,
        csrf: false,
        body: { code: live.pairing_code, device },
      })
    ).body.data!.token;
    await admin.post(`/terminal/${live.guid}/moderate`);
    const asPhone = { base: DEVICE_API_BASE, csrf: false, headers: { authorization: `Bearer ${token}` } };
    await phone.request('POST', '/heartbeat', { ...asPhone, body: { device, battery: 60, network: 'wifi' } });
    const at = new Date().toISOString();
    await phone.request('POST', '/notifications', {
      ...asPhone,
      body: {
        items: [
          { id: 'audit-1', source: '900', text: 'СЧЁТ1111 21:21 Перевод 777р от Тимур Ж. Баланс: 51 110.2р', received_at: at },
          { id: 'audit-2', source: '900', text: 'Код: 30817. Никому его не сообщайте.', received_at: at },
        ],
      },
    });

    const found: string[] = [];
    const traderPage = await app.signedInPage('trader', { bypassCSP: true });
    await traderPage.goto('/terminal');
    await traderPage.getByTestId('terminal-card').first().waitFor();
    await settle(traderPage);
    found.push(...(await audit(traderPage, 'trader /terminal')));
    await traderPage.locator(`[data-testid="terminal-card"][data-id="${live.guid}"]`).getByTestId('terminal-more').click();
    await traderPage.getByTestId('terminal-notifications-open').click();
    await traderPage.getByTestId('notification-read').first().waitFor();
    await settle(traderPage);
    found.push(...(await audit(traderPage, 'trader notifications modal')));
    await traderPage.keyboard.press('Escape');
    await traderPage.getByTestId('add-terminal').click();
    await traderPage.getByTestId('terminal-form').waitFor();
    await settle(traderPage);
    found.push(...(await audit(traderPage, 'trader add terminal')));

    const adminPage = await app.signedInPage('admin', { bypassCSP: true });
    await adminPage.goto('/devices');
    await adminPage.getByTestId('devices-list').locator('tbody tr').first().waitFor();
    await settle(adminPage);
    found.push(...(await audit(adminPage, 'admin /devices')));
    await adminPage.getByTestId('manual-traders-open').click();
    await adminPage.getByRole('dialog').waitFor();
    await settle(adminPage);
    found.push(...(await audit(adminPage, 'admin traders without a terminal')));
    expect(found).toEqual([]);
  }, 120_000);
});

describe('accessibility of /directions and /deals with rows', () => {
  it('finds nothing serious or critical on the directions and on the deals with their devices, desktop and phone', async () => {
    const traderId = await app.userId('trader');
    const card = await readyTrader(app.server, traderId, '4111111111111111');
    await fundUser(app.server, traderId, 1_000_000_000n, 'e2e-a11y-directions-trader');
    await liveFlow(app.server, [traderId]);
    const trader = await loggedIn(app.server.url, 'trader', demoPassword('trader'));
    expect((await trader.post('/terminal', { name: 'Audited deals phone', requisites: [card] })).status).toBe(200);
    const api = await merchantApi(app.server);
    const created = await api.call('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: 'e2e-a11y-directions',
      amount: '1300.00',
      currency: 'RUB',
      payment_type: 'card',
    });
    expect(created.status).toBe(201);

    const found: string[] = [];
    for (const viewport of [undefined, { width: 375, height: 812 }]) {
      const page = await app.signedInPage('admin', { bypassCSP: true, ...(viewport ? { viewport } : {}) });
      await page.goto('/directions');
      await page.getByTestId('direction-live').first().waitFor();
      await settle(page);
      found.push(...(await audit(page, `admin /directions ${viewport ? 'phone' : 'desktop'}`)));
      await page.goto('/deals');
      await page.getByTestId('order-devices').first().waitFor();
      await settle(page);
      // A switch's labels fade their colour with the theme (200 ms): read once they have.
      found.push(...(await audit(page, `admin /deals ${viewport ? 'phone' : 'desktop'}`, 250)));
      await page.context().close();
    }
    expect(found).toEqual([]);
  }, 120_000);
});

describe('the skip link and the named logo', () => {
  it('takes the first Tab past the header to the page, and names the logo link on a phone', async () => {
    const page = await app.signedInPage('admin', { viewport: { width: 375, height: 812 } });
    await page.goto('/users');
    await settle(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect.poll(() => skip.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(await page.getByRole('link', { name: 'Paydesk' }).isVisible()).toBe(true);
  });
});

describe('accessibility of the APPEALS tab with rows, the dispute modal and a dispute drawer', () => {
  it('finds nothing serious or critical for the admin, the merchant and the trader', async () => {
    const traderId = await app.userId('trader');
    await readyTrader(app.server, traderId, '4111111111111111');
    await fundUser(app.server, traderId, 1_000_000_000n, 'e2e-a11y-disputes-trader');
    await liveFlow(app.server, [traderId]);
    const api = await merchantApi(app.server);
    const merchant = await loggedIn(app.server.url, 'merchant', demoPassword('merchant'));
    const orderIds: string[] = [];
    for (const suffix of ['1', '2']) {
      const created = await api.call<{ id: string }>('POST', '/orders', {
        direction: 'pay_in',
        merchant_order_id: `e2e-a11y-dispute-${suffix}`,
        amount: '1200.00',
        currency: 'RUB',
        payment_type: 'card',
      });
      orderIds.push(created.body.data!.id);
      await api.call('POST', `/orders/${created.body.data!.id}/cancel`);
    }
    const opened = await merchant.post('/dispute', {
      order_uuid: orderIds[0],
      reason: 'payment_after_cancel',
      amount: '1200',
      files: [{ name: 'payment.png', content: `data:image/png;base64,${A11Y_PNG}` }],
    });
    expect(opened.status).toBe(200);

    const found: string[] = [];
    for (const username of ['admin', 'merchant', 'trader'] as const) {
      const page = await app.signedInPage(username, { bypassCSP: true });
      await page.goto('/history?tab=appeals');
      await page.locator('tbody tr').first().waitFor();
      await settle(page);
      found.push(...(await audit(page, `${username} APPEALS`)));
      await page.locator('tbody tr').first().getByTestId('dispute-deadline').click();
      await page.getByTestId('dispute-details').waitFor();
      await settle(page);
      found.push(...(await audit(page, `${username} dispute drawer`)));
      await page.context().close();
    }
    const page = await app.signedInPage('merchant', { bypassCSP: true });
    await page.goto('/history?tab=pay_in');
    await page
      .locator('tbody tr', { has: page.locator(`[data-id="${orderIds[1]}"]`) })
      .getByTestId('open-dispute')
      .click();
    const form = page.getByTestId('open-dispute-form');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'payment.png', mimeType: 'image/png', buffer: Buffer.from(A11Y_PNG, 'base64') });
    await form.getByTestId('dispute-file-preview').waitFor();
    await settle(page);
    found.push(...(await audit(page, 'merchant dispute modal')));
    expect(found).toEqual([]);
  }, 120_000);
});

describe('accessibility of the partners screen with a partner skipped by its breaker, its details and the add form', () => {
  it('finds nothing serious or critical', async () => {
    await app.server.db.query(
      `INSERT INTO partner_systems (slug, title, adapter, base_url, api_key, secret_key, payment_method, fiat_currencies, payment_options)
       VALUES ('a11y-down', 'Down instance', 'paydesk', 'http://127.0.0.1:9', 'key', 'sealed', 'card', '{RUB}', '[{"slug":"card","title":"Bank card"}]')
       ON CONFLICT (slug) DO NOTHING`,
    );
    await app.server.db.query(
      `INSERT INTO partner_health (partner_slug, failures, last_error, last_failed_at, paused_until, pause_ms)
       VALUES ('a11y-down', 3, 'connect ECONNREFUSED 127.0.0.1:9', now(), now() + interval '1 minute', 60000)
       ON CONFLICT (partner_slug) DO NOTHING`,
    );
    const page = await app.signedInPage('admin', { bypassCSP: true });
    const found: string[] = [];
    await page.goto('/partners');
    await page.getByText('Down instance').first().waitFor();
    await settle(page);
    found.push(...(await audit(page, 'partners with a paused partner')));
    await page.getByTestId('add-partner').click();
    await page.getByTestId('add-partner-submit').click();
    await page.getByTestId('add-partner-form').getByText('Pick at least one payment type.').waitFor();
    await settle(page);
    found.push(...(await audit(page, 'add partner form with errors')));
    await page.goto('/partners?partner=a11y-down');
    await page.getByTestId('partner-connection').waitFor();
    await settle(page);
    found.push(...(await audit(page, 'paused partner details')));
    expect(found).toEqual([]);
  }, 120_000);
});
