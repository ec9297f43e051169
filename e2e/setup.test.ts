import type { Flow, ListAnswer, Requisite, Restriction } from '@paydesk/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loggedIn, type TestClient } from '../packages/server/test/http-client';
import { useE2EApp } from './support/e2e-app';
import { apiFromPage, poll } from './support/pages';
import { captureRequests, pickOption } from './support/users-pages';

const app = useE2EApp();

let root: TestClient | null = null;
/** Another admin, signed in once (logins are slow on purpose), for the set-up calls. */
const rootClient = async () => (root ??= await loggedIn(app.server.url, 'root'));

/** A flow made through the API, with the demo merchant and the demo trader attached. */
const flowWithMerchantAndTrader = async (name: string): Promise<Flow> => {
  const admin = await rootClient();
  const [merchant, trader] = await Promise.all([app.userId('merchant'), app.userId('trader')]);
  const created = await admin.post<Flow>('/flow/', {
    name,
    fiat_currency: 'RUB',
    crypto_currency: 'USDT',
    merchant_uuids: [merchant],
    is_active: true,
    currency_rate_source: 'manual',
    currency_rate: '90',
  });
  if (created.status !== 200) throw new Error(`Could not create the flow: ${JSON.stringify(created.body)}`);
  const attached = await admin.post<Flow>(`/flow/${created.body.data!.uuid}/executor`, { executor_type: 'trader', executor_id: trader });
  if (attached.status !== 200) throw new Error(`Could not attach the trader: ${JSON.stringify(attached.body)}`);
  return attached.body.data!;
};

const flowOf = async (page: Page, id: string) => (await apiFromPage<Flow>(page, `/flow/${id}`)).body.data!;

/** The flow panel of one flow, on one tab. */
const openPanel = async (page: Page, flowId: string, tab: 'merchants' | 'traders' | 'partners' | 'currency_rate') => {
  await page.goto(`/potoc?flow=${flowId}`);
  const panel = page.getByTestId('flow-panel');
  await panel.getByTestId(`flow-tab-${tab}`).click();
  return panel;
};

describe('flows', () => {
  it('creates a flow, attaches the merchant, a trader and the sandbox partner, and sets their priorities', async () => {
    const page = await app.signedInPage('admin');
    await page.goto('/potoc');
    await page.getByTestId('flows-list').getByTestId('pagination-results').waitFor();

    await page.getByTestId('create-flow').click();
    const form = page.getByTestId('create-flow-form');
    // The spec's defaults: RUB / USDT, inactive.
    await poll(() => form.getByLabel('Fiat currency').inputValue()).toBe('RUB');
    await poll(() => form.getByLabel('Crypto currency').inputValue()).toBe('USDT');
    expect(await form.getByRole('switch', { name: 'Active' }).isChecked()).toBe(false);
    await form.getByTestId('flow-name-input').fill('E2E setup flow');
    await form.getByTestId('flow-rate').fill('92.5');
    const posts = captureRequests(page, 'POST', /^\/flow\/$/);
    await form.getByRole('button', { name: 'Save' }).click();

    // The new flow opens in the panel.
    const panel = page.getByTestId('flow-panel');
    await poll(() => page.getByTestId('flow-panel-title').textContent()).toBe('E2E setup flow');
    expect(posts[0]!.postDataJSON()).toEqual({
      name: 'E2E setup flow',
      fiat_currency: 'RUB',
      crypto_currency: 'USDT',
      merchant_uuids: [],
      is_active: false,
      currency_rate_source: 'manual',
      currency_rate: '92.5',
    });
    const flowId = new URL(page.url()).searchParams.get('flow')!;

    // Merchants: the select offers only merchants not attached yet.
    await pickOption(panel.getByTestId('add-merchant'), 'merchant');
    await panel.locator('[data-testid="flow-merchant"][data-username="merchant"]').waitFor();
    // The demo has one merchant: nothing is left to offer.
    expect(await panel.getByTestId('add-merchant').isDisabled()).toBe(true);
    expect(await panel.getByTestId('add-merchant').getAttribute('placeholder')).toBe('Every merchant is already in this flow');

    await panel.getByTestId('flow-tab-traders').click();
    await panel.getByTestId('flow-traders-empty').waitFor();
    await pickOption(panel.getByTestId('add-trader'), 'trader');
    const trader = panel.locator('[data-testid="flow-trader"][data-username="trader"]');
    await trader.waitFor();
    await trader.getByTestId('fees-empty').waitFor();
    await pickOption(trader.getByTestId('priority-select'), '7');

    await panel.getByTestId('flow-tab-partners').click();
    await pickOption(panel.getByTestId('add-partner'), 'Sandbox PS');
    const partner = panel.locator('[data-testid="flow-partner"][data-slug="sandbox"]');
    await partner.waitFor();
    await pickOption(partner.getByTestId('priority-select'), '2');

    await poll(async () => {
      const flow = await flowOf(page, flowId);
      return flow.executors.map((executor) => [executor.type.slug, executor.user?.username ?? executor.partner?.slug, executor.priority]);
    }).toEqual([
      ['trader', 'trader', 7],
      ['partner', 'sandbox', 2],
    ]);
    expect((await flowOf(page, flowId)).merchants.map((merchant) => merchant.username)).toEqual(['merchant']);

    // The row of the flows table opens the same panel.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await page.getByTestId('flows-list').getByTestId('flow-row-name').getByText('E2E setup flow', { exact: true }).click();
    await poll(() => page.getByTestId('flow-panel-title').textContent()).toBe('E2E setup flow');
  });

  it('refuses a trader fee that leaves the platform a negative margin, naming the merchant, and keeps one that does not', async () => {
    const flow = await flowWithMerchantAndTrader('E2E margin flow');
    const page = await app.signedInPage('admin');
    const panel = await openPanel(page, flow.uuid, 'traders');
    const trader = panel.locator('[data-testid="flow-trader"][data-username="trader"]');
    await trader.getByTestId('edit-fees').click();

    const modal = page.getByTestId('fees-modal');
    await modal.getByRole('button', { name: 'Add fee' }).click();
    const row = modal.getByTestId('fee-row-0');
    // The spec's default new fee: pay-in from 0, unlimited, 0 %.
    expect(await row.getByLabel('Direction').inputValue()).toBe('Pay-in');
    expect(await row.getByLabel('Min amount').inputValue()).toBe('0');
    expect(await row.getByLabel('Max amount').inputValue()).toBe('');

    // Merchant fee 7 % − referral rewards 1.5 % (the partner 0.5 %, the teamlead 1 %) leaves 5.5 %: 6 % is too much.
    await row.getByLabel('Percentage').fill('6');
    await modal.getByTestId('fees-save').click();
    const error = modal.getByTestId('fees-error');
    await error.waitFor();
    expect(await error.innerText()).toContain('negative margin against merchant merchant');
    expect((await flowOf(page, flow.uuid)).executors[0]!.fees).toEqual([]);

    await row.getByLabel('Percentage').fill('5');
    await modal.getByTestId('fees-save').click();
    await modal.waitFor({ state: 'detached' });
    await poll(() => trader.getByTestId('fee-item').allInnerTexts()).toEqual([expect.stringMatching(/pay-in\s+5 %\s+0 – unlimited/i)]);
    expect((await flowOf(page, flow.uuid)).executors[0]!.fees).toEqual([
      { direction: 'pay_in', min_amount: '0.000000', max_amount: null, percentage: '5.00' },
    ]);
    // The modal closed alone: the panel stays open.
    expect(await panel.isVisible()).toBe(true);
  });

  it('says so when a trader was attached meanwhile, and deletes a flow after confirmation', async () => {
    const admin = await rootClient();
    const created = await admin.post<Flow>('/flow/', {
      name: 'E2E stale flow',
      fiat_currency: 'RUB',
      crypto_currency: 'USDT',
      merchant_uuids: [],
      is_active: false,
      currency_rate_source: 'manual',
      currency_rate: '91',
    });
    const flowId = created.body.data!.uuid;
    const page = await app.signedInPage('admin');
    const panel = await openPanel(page, flowId, 'traders');
    await panel.getByTestId('flow-traders-empty').waitFor();
    // Another admin attaches the trader while this panel still offers it.
    await admin.post(`/flow/${flowId}/executor`, { executor_type: 'trader', executor_id: await app.userId('trader') });
    await pickOption(panel.getByTestId('add-trader'), 'trader');
    await page.locator('.mantine-Notification-root', { hasText: 'Trader already added.' }).waitFor();

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    const row = page.getByTestId('flows-list').locator('tbody tr', { hasText: 'E2E stale flow' });
    await row.getByTestId('flow-delete').click();
    await page.getByTestId('delete-flow-modal').getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });
    expect((await apiFromPage(page, `/flow/${flowId}`)).status).toBe(404);
  });

  it('refuses to switch on a flow that cannot route, saying why, then switches it on and renames it', async () => {
    const admin = await rootClient();
    const created = await admin.post<Flow>('/flow/', {
      name: 'E2E idle flow',
      fiat_currency: 'RUB',
      crypto_currency: 'USDT',
      merchant_uuids: [await app.userId('merchant')],
      is_active: false,
      currency_rate_source: 'manual',
      currency_rate: '93',
    });
    const flowId = created.body.data!.uuid;
    const page = await app.signedInPage('admin');
    await openPanel(page, flowId, 'merchants');
    const activeSwitch = page.getByRole('switch', { name: 'Routes orders' });
    await activeSwitch.click();
    await page
      .locator('.mantine-Notification-root', { hasText: 'The flow cannot be switched on: no trader or partner serves it.' })
      .waitFor();
    expect(await activeSwitch.isChecked()).toBe(false);
    expect((await flowOf(page, flowId)).is_active).toBe(false);

    await admin.post(`/flow/${flowId}/executor`, { executor_type: 'trader', executor_id: await app.userId('trader') });
    await page.reload();
    await page.getByRole('switch', { name: 'Routes orders' }).click();
    await page.locator('.mantine-Notification-root', { hasText: 'The flow routes orders now.' }).waitFor();
    await poll(async () => (await flowOf(page, flowId)).is_active).toBe(true);

    await page.getByTestId('flow-rename').click();
    const form = page.getByTestId('rename-flow-form');
    await form.getByLabel('Name').fill('   ');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Enter the flow name.').waitFor();
    await form.getByLabel('Name').fill('E2E busy flow');
    await form.getByRole('button', { name: 'Save' }).click();
    await poll(() => page.getByTestId('flow-panel-title').textContent()).toBe('E2E busy flow');
    expect((await flowOf(page, flowId)).name).toBe('E2E busy flow');
  });

  it('switches the rate source to manual with a rate and back to a market source', async () => {
    const admin = await rootClient();
    const created = await admin.post<Flow>('/flow/', {
      name: 'E2E rate flow',
      fiat_currency: 'RUB',
      crypto_currency: 'USDT',
      merchant_uuids: [],
      is_active: false,
      currency_rate_source: 'bybit_p2p',
    });
    const flowId = created.body.data!.uuid;
    const page = await app.signedInPage('admin');
    const panel = await openPanel(page, flowId, 'currency_rate');
    await poll(() => panel.getByTestId('rate-current-source').textContent()).toBe('Bybit P2P');
    expect(await panel.getByTestId('rate-input').count()).toBe(0);

    const patches = captureRequests(page, 'PATCH', /\/currency_rate_source$/);
    await pickOption(panel.getByTestId('rate-source-select'), 'Manual');
    await panel.getByTestId('rate-input').fill('95.75');
    await panel.getByTestId('rate-save').click();
    await poll(() => panel.getByTestId('rate-current').textContent()).toBe('95.75');
    expect(await panel.getByTestId('rate-current-source').textContent()).toBe('Manual');
    expect(await panel.getByTestId('rate-unroutable').count()).toBe(0);
    expect(patches[0]!.postDataJSON()).toEqual({ currency_rate_source: 'manual', currency_rate: '95.75' });

    await pickOption(panel.getByTestId('rate-source-select'), 'Binance P2P');
    expect(await panel.getByTestId('rate-input').count()).toBe(0);
    await panel.getByTestId('rate-save').click();
    await poll(() => panel.getByTestId('rate-current-source').textContent()).toBe('Binance P2P');
    expect(patches[1]!.postDataJSON()).toEqual({ currency_rate_source: 'binance_p2p', currency_rate: null });
    const flow = await flowOf(page, flowId);
    expect(flow.currency_rate_source).toBe('binance_p2p');
    // Without a fresh market rate the reason the flow cannot route is shown in red.
    if (flow.currency_rate.unroutable_reason) {
      await poll(() => panel.getByTestId('rate-unroutable').innerText()).toContain(flow.currency_rate.unroutable_reason);
    }
  });

  it('checks a trader restriction against its rules, saves it and shows it read-only', async () => {
    const flow = await flowWithMerchantAndTrader('E2E restrictions flow');
    const page = await app.signedInPage('admin');
    const panel = await openPanel(page, flow.uuid, 'traders');
    await panel.getByTestId('edit-restrictions').click();

    const form = page.getByTestId('restrictions-form');
    await form.getByTestId('restrictions-hint').waitFor();
    const amount = form.getByTestId('restriction-amount_per_order');
    const count = form.getByTestId('restriction-daily_count');
    await amount.getByLabel('Minimum').fill('-5');
    await count.getByLabel('Maximum').fill('1.5');
    const errors = form.getByTestId('restrictions-errors');
    await poll(() => errors.locator('li').allInnerTexts()).toEqual([
      'Amount per order — Minimum: must be at least 0',
      // A restriction in use needs all its fields, not only a hint that says so.
      'Amount per order — Maximum: All fields must be filled',
      'Orders per day — Maximum: must be a whole number',
    ]);
    expect(await form.getByTestId('restrictions-save').isDisabled()).toBe(true);

    await amount.getByLabel('Minimum').fill('100');
    await amount.getByLabel('Maximum').fill('50000');
    await count.getByLabel('Maximum').fill('40');
    await poll(() => errors.count()).toBe(0);
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/inner/trader_restriction') && response.request().method() === 'POST',
    );
    await form.getByTestId('restrictions-save').click();
    const body = (await saved).request().postDataJSON() as { types: unknown[] };
    // Empty restrictions are left out; every one sent is active.
    expect(body.types).toEqual([
      { type: 'amount_per_order', values: { min: '100', max: '50000' }, is_active: true },
      { type: 'daily_count', values: { max: '40' }, is_active: true },
    ]);
    await page.getByTestId('restrictions-modal').waitFor({ state: 'detached' });

    await panel.getByTestId('view-restrictions').click();
    const info = page.getByTestId('restrictions-form');
    await poll(() => info.getAttribute('data-mode')).toBe('info');
    await poll(() => info.getByTestId('restriction-amount_per_order').getByLabel('Maximum').inputValue()).toBe('50000');
    expect(await info.getByTestId('restriction-amount_per_order').getByLabel('Minimum').inputValue()).toBe('100');
    expect(await info.getByTestId('restriction-daily_count').getByLabel('Maximum').inputValue()).toBe('40');
    expect(await info.getByTestId('restriction-daily_count').getByLabel('Maximum').getAttribute('readonly')).not.toBeNull();
    expect(await info.getByTestId('restrictions-save').count()).toBe(0);
  });
});

describe('requisites', () => {
  const openAddForm = async (page: Page) => {
    await page.goto('/requisite');
    await page.getByTestId('requisites-list').getByTestId('pagination-results').waitFor();
    await page.getByTestId('add-requisite').click();
    const form = page.getByTestId('requisite-form');
    await form.getByTestId('requisite-name-input').fill('E2E card');
    await pickOption(form.getByTestId('requisite-currency'), 'RUB');
    await pickOption(form.getByTestId('requisite-type'), 'Bank card');
    await pickOption(form.getByTestId('requisite-option'), 'Sberbank — card');
    return form;
  };

  it('refuses a bad card number with the rule message, then adds a good one', async () => {
    const page = await app.signedInPage('trader');
    const form = await openAddForm(page);
    const posts = captureRequests(page, 'POST', /^\/trader\/requisite$/);
    await form.locator('[data-attribute="card_number"]').fill('4111 1111 1111 1112');
    await form.locator('[data-attribute="holder"]').fill('IVAN PETROV');
    await form.getByTestId('requisite-save').click();
    await form.locator('.mantine-InputWrapper-error', { hasText: 'is not a valid card number (checksum)' }).waitFor();
    expect(posts).toHaveLength(0);

    await form.locator('[data-attribute="card_number"]').fill('4111 1111 1111 1111');
    await form.getByTestId('requisite-save').click();
    await form.waitFor({ state: 'detached' });
    expect(posts[0]!.postDataJSON()).toMatchObject({
      name: 'E2E card',
      currency: 'RUB',
      payment_type: 'card',
      payment_option: 'sberbank_card',
      attributes: { card_number: '4111111111111111', holder: 'IVAN PETROV' },
    });
    // The list reloads with the new requisite, its card number in groups of four.
    const row = page.getByTestId('requisites-list').locator('tbody tr', { hasText: 'E2E card' });
    await poll(() => row.locator('[data-attribute="card_number"]').textContent()).toBe('4111 1111 1111 1111');
  });

  it('shows the server message at the field it names, for an admin creating a requisite for a trader', async () => {
    const page = await app.signedInPage('admin');
    await page.goto('/requisites');
    await page.getByTestId('requisites-list').getByTestId('pagination-results').waitFor();
    await page.getByTestId('add-requisite').click();
    const form = page.getByTestId('requisite-form');
    await form.getByTestId('requisite-save').click();
    // The spec's texts for the four choices, and the owner the admin must pick.
    for (const text of ['Name must be a string', 'Currency must be a string', 'Type must be', 'Options must be', 'Select a trader']) {
      await form.locator('.mantine-InputWrapper-error', { hasText: text }).waitFor();
    }
    await pickOption(form.getByTestId('requisite-owner'), 'trader2');
    await form.getByTestId('requisite-name-input').fill('N'.repeat(130));
    await pickOption(form.getByTestId('requisite-currency'), 'RUB');
    await pickOption(form.getByTestId('requisite-type'), 'SBP phone transfer');
    await pickOption(form.getByTestId('requisite-option'), 'VTB — SBP');
    await form.locator('[data-attribute="phone"]').fill('+7 (916) 765-43-21');
    await form.locator('[data-attribute="holder"]').fill('Petr I.');
    await form.getByTestId('requisite-save').click();
    // Only the server limits the name's length: its message stands under the name.
    await form.locator('.mantine-InputWrapper-error', { hasText: 'must not exceed 120 characters' }).waitFor();

    await form.getByTestId('requisite-name-input').fill('E2E admin SBP');
    await form.getByTestId('requisite-save').click();
    await form.waitFor({ state: 'detached' });
    const row = page.getByTestId('requisites-list').locator('tbody tr', { hasText: 'E2E admin SBP' });
    await poll(() => row.locator('[data-attribute="phone"]').textContent()).toBe('+7 916 765-43-21');
    expect(await row.innerText()).toContain('trader2');
  });

  it("sets a requisite's restrictions and reads them back read-only", async () => {
    const trader = await loggedIn(app.server.url, 'trader');
    const created = await trader.post<Requisite>('/trader/requisite', {
      name: 'E2E limits',
      currency: 'RUB',
      payment_type: 'sbp',
      payment_option: 'tbank_sbp',
      attributes: { phone: '79161234567', holder: 'Ivan P.' },
      is_active: true,
    });
    expect(created.status).toBe(200);
    const id = created.body.data!.id;

    const page = await app.signedInPage('trader');
    await page.goto('/requisite');
    const row = page.getByTestId('requisites-list').locator('tbody tr', { hasText: 'E2E limits' });
    expect(await row.locator('[data-attribute="phone"]').textContent()).toBe('+7 916 123-45-67');
    await row.getByTestId('requisite-restrictions-edit').click();
    const form = page.getByTestId('restrictions-form');
    await form.getByTestId('restriction-daily_turnover').getByLabel('Maximum').fill('250000');
    await form.getByTestId('restriction-open_orders').getByLabel('Maximum').fill('3');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith(`/trader/requisite/${id}/restrictions`) && response.request().method() === 'PUT',
    );
    await form.getByTestId('restrictions-save').click();
    expect(((await saved).request().postDataJSON() as { restrictions: unknown[] }).restrictions).toEqual([
      { type: 'daily_turnover', value: { max: '250000' }, is_active: true },
      { type: 'open_orders', value: { max: '3' }, is_active: true },
    ]);
    await page.getByTestId('restrictions-modal').waitFor({ state: 'detached' });

    await row.getByTestId('requisite-restrictions-view').click();
    const info = page.getByTestId('restrictions-form');
    await poll(() => info.getAttribute('data-mode')).toBe('info');
    await poll(() => info.getByTestId('restriction-daily_turnover').getByLabel('Maximum').inputValue()).toBe('250000');
    expect(await info.getByTestId('restriction-open_orders').getByLabel('Maximum').inputValue()).toBe('3');
    expect(await info.getByTestId('restriction-open_orders').getByLabel('Maximum').getAttribute('readonly')).not.toBeNull();
    expect(await info.getByTestId('restrictions-save').count()).toBe(0);

    const stored = await apiFromPage<Restriction[]>(page, `/trader/requisite/${id}/restrictions`);
    const values = Object.fromEntries(stored.body.data!.map((restriction) => [restriction.type.slug, restriction.value]));
    expect(values).toMatchObject({ daily_turnover: { max: '250000' }, open_orders: { max: '3' } });
    const list = await apiFromPage<ListAnswer<Requisite>>(page, '/trader/requisite');
    expect(list.body.data!.items.some((item) => item.id === id)).toBe(true);
  });
});

describe('background jobs', () => {
  it('shows admins each job with its status and next run in settings, and support admins nothing of it', async () => {
    const page = await app.signedInPage('admin');
    await page.goto('/settings');
    const card = page.getByTestId('jobs-card');
    for (const kind of ['order-expiry', 'order-done', 'deposit-poll', 'rate-refresh', 'partner-status']) {
      await card.getByTestId(`job-${kind}`).waitFor();
    }
    expect(await card.getByTestId('job-order-expiry').locator('td').nth(1).textContent()).toMatch(/Due|Running|Done|Failed/);

    const support = await app.signedInPage('support');
    await support.goto('/settings');
    await support.getByTestId('system-balance').waitFor();
    expect(await support.getByTestId('jobs-card').count()).toBe(0);
  });
});
