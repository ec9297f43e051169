import { DEVICE_API_BASE, type Requisite, type Terminal } from '@paydesk/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, TestClient } from '../packages/server/test/http-client';
import { useE2EApp } from './support/e2e-app';
import { poll, realtimeReady } from './support/pages';
import { captureRequests, pickOption } from './support/users-pages';

const app = useE2EApp();

let trader: TestClient;
let requisite: Requisite;

beforeAll(async () => {
  trader = await loggedIn(app.server.url, 'trader');
  const created = await trader.post<Requisite>('/trader/requisite', {
    name: 'E2E terminal card',
    currency: 'RUB',
    payment_type: 'card',
    payment_option: 'sberbank_card',
    attributes: { card_number: '4111111111111111', holder: 'IVAN PETROV' },
    is_active: true,
  });
  if (created.status !== 200) throw new Error(`Could not create the requisite: ${JSON.stringify(created.body)}`);
  requisite = created.body.data!;
});

/** A terminal of the demo trader made through the API, with its one-time pairing code. */
const terminalWithCode = async (name: string) => {
  const created = await trader.post<Terminal & { pairing_code: string }>('/terminal', { name, requisites: [requisite.id] });
  expect(created.status).toBe(200);
  return created.body.data!;
};

/** The phone app pairs with the code, as the device API takes it. */
const pairPhone = async (code: string, androidId: string) => {
  const phone = new TestClient(app.server.url);
  const device = { android_id: androidId, android_version: '14', app_version: '1.0.0', device_model: 'Pixel 8' };
  const paired = await phone.request<{ token: string }>('POST', '/pair', { base: DEVICE_API_BASE, csrf: false, body: { code, device } });
  expect(paired.status).toBe(200);
  const token = paired.body.data!.token;
  return {
    heartbeat: () =>
      phone.request('POST', '/heartbeat', {
        base: DEVICE_API_BASE,
        csrf: false,
        headers: { authorization: `Bearer ${token}` },
        body: { device },
      }),
  };
};

const cardOf = (page: Page, guid: string) => page.locator(`[data-testid="terminal-card"][data-id="${guid}"]`);

describe("the trader's terminals", () => {
  it('refuses a terminal without a name or requisites, then adds one and shows its pairing code with a new code on demand', async () => {
    const page = await app.signedInPage('trader');
    await page.goto('/terminal');
    await page.getByTestId('terminal-cards').waitFor();
    const posts = captureRequests(page, 'POST', /^\/terminal$/);

    await page.getByTestId('add-terminal').click();
    const form = page.getByTestId('terminal-form');
    await form.getByTestId('terminal-save').click();
    await form.getByText("Name can't be empty string").waitFor();
    await form.locator('.mantine-InputWrapper-error', { hasText: 'Select requisites' }).waitFor();
    expect(posts).toHaveLength(0);

    await form.getByTestId('terminal-name-input').fill('E2E Pixel');
    await pickOption(form.getByTestId('terminal-requisites'), 'E2E terminal card');
    // The requisites' dropdown stays open over the footer until the focus leaves it.
    await form.getByTestId('terminal-name-input').click();
    await form.getByTestId('terminal-save').click();

    const pairing = page.getByTestId('pairing-modal');
    await pairing.waitFor();
    expect(posts[0]!.postDataJSON()).toEqual({ name: 'E2E Pixel', requisites: [requisite.id] });
    const code = (await pairing.getByTestId('pairing-code').innerText()).trim();
    expect(code.length).toBeGreaterThan(0);
    expect(await pairing.getByTestId('address-qr').getAttribute('data-address')).toBe(code);
    expect(Number(await pairing.getByTestId('pairing-expiry').getAttribute('data-seconds'))).toBeGreaterThan(0);

    await pairing.getByTestId('pairing-renew').click();
    await poll(async () => (await pairing.getByTestId('pairing-code').innerText()).trim()).not.toBe(code);
    await pairing.getByRole('button', { name: 'Close', exact: true }).click();

    // The new card waits for its phone: its id can be copied and it offers pairing.
    const card = page.getByTestId('terminal-card').filter({ hasText: 'E2E Pixel' });
    await poll(() => card.getAttribute('data-status')).toBe('unassigned');
    const guid = (await card.getByTestId('terminal-guid').innerText()).trim();
    expect(guid).toMatch(/^[0-9a-f-]{36}$/);
    await card.getByTestId('terminal-more').click();
    await page.getByTestId('terminal-pair').waitFor();
    await page.keyboard.press('Escape');
    expect(await card.getByTestId('terminal-power').count()).toBe(0);
  });

  it('deletes a terminal after the confirmation', async () => {
    const terminal = await terminalWithCode('E2E to delete');
    const page = await app.signedInPage('trader');
    await page.goto('/terminal');
    const card = cardOf(page, terminal.guid);
    await card.getByTestId('terminal-delete').click();
    const dialog = page.getByTestId('terminal-delete-form');
    await dialog.getByText('E2E to delete', { exact: false }).waitFor();
    await dialog.getByTestId('terminal-delete-confirm').click();
    await card.waitFor({ state: 'detached' });
  });

  it('lists the payments without an order on their own tab', async () => {
    const page = await app.signedInPage('trader');
    const lists = captureRequests(page, 'GET', /^\/terminal-notification$/);
    await page.goto('/terminal?tab=payments');
    await page.getByTestId('unmatched-notifications').waitFor();
    await poll(() => lists.length).toBeGreaterThan(0);
    expect(new URL(lists[0]!.url()).searchParams.get('filter[outcome]')).toBe('unmatched');

    await page.getByTestId('unmatched-outcome').getByText('To review').click();
    await poll(() => lists.some((request) => new URL(request.url()).searchParams.get('filter[outcome]') === 'review')).toBe(true);
  });
});

describe("the admin's devices", () => {
  it("approves a paired terminal, and the trader's card changes without a reload", async () => {
    const terminal = await terminalWithCode('E2E to approve');
    const phone = await pairPhone(terminal.pairing_code, 'e2e-android-approve');

    const traderPage = await app.signedInPage('trader');
    const ready = realtimeReady(traderPage);
    await traderPage.goto('/terminal');
    await ready;
    const card = cardOf(traderPage, terminal.guid);
    await poll(() => card.getAttribute('data-status')).toBe('moderation');

    const admin = await app.signedInPage('admin');
    await admin.goto('/devices');
    const row = admin.getByTestId('devices-list').locator('tbody tr', { has: admin.locator(`[data-id="${terminal.guid}"]`) });
    await row.getByTestId('terminal-moderate').click();
    await poll(() => row.getByTestId('terminal-status').getAttribute('data-status')).not.toBe('moderation');
    expect(await row.getByTestId('terminal-moderate').count()).toBe(0);

    await poll(() => card.getAttribute('data-status')).not.toBe('moderation');

    // The phone's first heartbeat enables it: the card says so, and so does a notice.
    expect((await phone.heartbeat()).status).toBe(200);
    await poll(() => card.getAttribute('data-status')).toBe('enabled');
    await traderPage.getByText('Terminal E2E to approve is enabled: its requisites take orders.').waitFor();
  });

  it("switches a terminal's pay-out on and shows the phone's details on hover", async () => {
    const terminal = await terminalWithCode('E2E modes');
    await pairPhone(terminal.pairing_code, 'e2e-android-modes');
    const admin = await app.signedInPage('admin');
    const patches = captureRequests(admin, 'PATCH', /^\/terminal\/[^/]+\/mode$/);
    await admin.goto('/devices');
    const row = admin.getByTestId('devices-list').locator('tbody tr', { has: admin.locator(`[data-id="${terminal.guid}"]`) });
    const payOut = row.getByTestId('terminal-mode-pay_out');
    await payOut.waitFor();
    expect(await payOut.getAttribute('data-on')).toBe('false');
    await payOut.click();
    await poll(() => patches.length).toBe(1);
    expect(patches[0]!.postDataJSON()).toEqual({ direction: 'pay_out', is_enabled: true });
    await poll(() => row.getByTestId('terminal-mode-pay_out').getAttribute('data-on')).toBe('true');

    await row.getByTestId('terminal-name').hover();
    const info = admin.getByTestId('device-info');
    await info.getByText('e2e-android-modes').waitFor();
    expect(await info.getByText('Pixel 8').isVisible()).toBe(true);
  });

  it('lists the traders without a terminal with their switch', async () => {
    const admin = await app.signedInPage('admin');
    await admin.goto('/devices');
    await admin.getByTestId('manual-traders-open').click();
    const modal = admin.getByTestId('manual-traders');
    await modal.getByText('confirms the payments by hand', { exact: false }).waitFor();
    await modal.getByTestId('manual-trader-switch').first().waitFor();
  });
});
