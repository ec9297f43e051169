import { DISPUTE_FILE_MAX_BYTES, fromMinor, INNER_API_BASE, toMinor, type MerchantOrder } from '@paydesk/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { getUserBalances } from '../packages/server/src/modules/ledger/ledger.service';
import { fundUser, liveFlow, merchantApi, readyTrader } from '../packages/server/test/order-fixtures';
import { useE2EApp } from './support/e2e-app';
import { poll, realtimeReady } from './support/pages';

const app = useE2EApp();

let api: Awaited<ReturnType<typeof merchantApi>>;
let traderId: string;

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** The first bytes of a Windows program, named as a picture. */
const EXE = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), Buffer.alloc(512)]);

const rowOf = (page: Page, id: string) => page.locator('tbody tr', { has: page.locator(`[data-id="${id}"]`) });

const merchantAvailable = async () =>
  toMinor((await api.call<{ available: { amount: string } }>('GET', '/balance')).body.data!.available.amount, 6);
/** The trader's USDT as the ledger holds it: available and held together (a resolved dispute moves both). */
const traderTotal = async () => {
  const balances = await getUserBalances(app.server.db, traderId, 'USDT');
  return balances.available + balances.held;
};

/** A pay-in the merchant created and then canceled: what a "paid after cancel" dispute is about. */
const canceledPayIn = async (merchantOrderId: string, amount: string) => {
  const created = await api.call<MerchantOrder>('POST', '/orders', {
    direction: 'pay_in',
    merchant_order_id: merchantOrderId,
    amount,
    currency: 'RUB',
    payment_type: 'card',
  });
  expect(created.status).toBe(201);
  const order = created.body.data!;
  expect((await api.call('POST', `/orders/${order.id}/cancel`)).status).toBe(200);
  return order;
};

/** Every dispute request the page sends from now on. */
const disputeCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && pathname.startsWith(`${INNER_API_BASE}/dispute`)) calls.push(pathname);
  });
  return calls;
};

const chooseOption = async (page: Page, name: string) => page.getByRole('option', { name, exact: true }).click();

beforeAll(async () => {
  traderId = await app.userId('trader');
  await readyTrader(app.server, traderId, '4111111111111111');
  await fundUser(app.server, traderId, 1_000_000_000n, 'e2e-disputes-trader');
  // A manual rate of 100, the merchant's pay-in fee 3 %, the trader's reward 1 %.
  await liveFlow(app.server, [traderId]);
  api = await merchantApi(app.server);
});

describe('disputes', () => {
  it('refuses a renamed program and an oversize file in the dispute modal before anything is sent', async () => {
    const order = await canceledPayIn('e2e-dispute-refusals', '500.00');
    const merchant = await app.signedInPage('merchant');
    const sent = disputeCalls(merchant);
    await merchant.goto('/history?tab=pay_in');
    await rowOf(merchant, order.id).getByTestId('open-dispute').click();
    const form = merchant.getByTestId('open-dispute-form');
    await form.waitFor();
    const input = form.locator('input[type="file"]');
    await input.setInputFiles([
      { name: 'receipt.png', mimeType: 'image/png', buffer: EXE },
      { name: 'scan.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(DISPUTE_FILE_MAX_BYTES)]) },
    ]);
    const refused = form.getByTestId('dispute-files-refused');
    await poll(() => refused.innerText()).toContain('"receipt.png" is not a PNG, JPG or PDF file.');
    expect(await refused.innerText()).toContain('"scan.png" is larger than 5 MB.');
    expect(await form.getByTestId('dispute-file-preview').count()).toBe(0);

    // A reason is required too; the form says so and still sends nothing.
    await form.getByTestId('open-dispute-submit').click();
    await form.getByText('Choose a reason.').waitFor();
    expect(sent).toEqual([]);
  });

  it("opens a merchant's dispute with a file; the trader answers; the admin sees the check and resolves it at a proven amount, and the money moves exactly", async () => {
    const order = await canceledPayIn('e2e-dispute-main', '1000.00');
    // The trader is on /active: they are told at once that they must answer.
    const trader = await app.signedInPage('trader');
    const ready = realtimeReady(trader);
    await trader.goto('/active?tab=appeals');
    await ready;

    // The merchant opens the dispute from the history, with a picture of the payment.
    const merchant = await app.signedInPage('merchant');
    await merchant.goto('/history?tab=pay_in');
    await rowOf(merchant, order.id).getByTestId('open-dispute').click();
    const form = merchant.getByTestId('open-dispute-form');
    await form.getByTestId('open-dispute-reason').click();
    await chooseOption(merchant, 'Paid, but the order was canceled');
    await form.getByTestId('open-dispute-amount').fill('1000');
    await form.locator('input[type="file"]').setInputFiles({ name: 'payment.png', mimeType: 'image/png', buffer: PNG });
    await form.getByTestId('dispute-file-preview').waitFor();
    await form.getByTestId('open-dispute-submit').click();
    await form.waitFor({ state: 'detached' });
    await merchant.locator('.mantine-Notification-root', { hasText: 'The dispute is open' }).waitFor();

    await merchant.getByTestId('orders-tab-appeals').click();
    const merchantRow = merchant.getByTestId('disputes-history').locator('tbody tr', { has: merchant.locator(`[data-id="${order.id}"]`) });
    await merchantRow.waitFor();
    expect(await merchantRow.locator('[data-status="open"]').count()).toBe(1);
    // The merchant has no check column and no status select.
    expect(await merchantRow.getByTestId('show-check').count()).toBe(0);
    expect(await merchantRow.getByTestId('dispute-status-select').count()).toBe(0);

    // The trader is told, and the row arrives on their APPEALS tab without a reload; they answer in its details.
    await trader.locator('.mantine-Notification-root', { hasText: `A dispute was opened on order ${order.id.slice(0, 8)}` }).waitFor();
    const traderRow = rowOf(trader, order.id);
    await traderRow.waitFor();
    await traderRow.getByTestId('dispute-deadline').click();
    const details = trader.getByTestId('dispute-details');
    await details.waitFor();
    await details.getByTestId('dispute-file').first().waitFor();
    await details.getByTestId('dispute-evidence-comment').fill('The payment did arrive at 12:40, my mistake.');
    await details.getByTestId('dispute-evidence-submit').click();
    await poll(() => details.getByTestId('dispute-entries').innerText()).toContain('The payment did arrive at 12:40, my mistake.');

    // The admin opens the check, then resolves at the amount proven by it.
    const merchantBefore = await merchantAvailable();
    const traderBefore = await traderTotal();
    const admin = await app.signedInPage('admin');
    await admin.goto('/active?tab=appeals');
    const adminRow = rowOf(admin, order.id);
    await adminRow.getByTestId('show-check').click();
    const image = admin.getByTestId('dispute-file-image');
    await image.waitFor();
    await poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBe(1);
    await admin.keyboard.press('Escape');
    await admin.getByTestId('dispute-file-viewer').waitFor({ state: 'detached' });

    await adminRow.getByTestId('dispute-status-select').click();
    await chooseOption(admin, 'Resolved');
    const dialog = admin.getByTestId('dispute-status-form');
    const effect = async () => (await dialog.getByTestId('dispute-money-effect').innerText()).replace(/\u00a0/g, ' ');
    expect(await effect()).toContain('settled at 1,000 RUB');
    await dialog.getByTestId('dispute-status-amount').fill('900');
    expect(await effect()).toContain('settled at 900 RUB');
    await dialog.getByTestId('dispute-status-submit').click();
    await dialog.waitFor({ state: 'detached' });
    // Resolved disputes leave /active; the history shows it resolved with what was settled.
    await adminRow.waitFor({ state: 'detached' });
    await admin.goto(`/history?tab=appeals`);
    const resolvedRow = rowOf(admin, order.id);
    await poll(() => resolvedRow.locator('[data-status="resolved"]').count()).toBe(1);

    // 900 RUB at 100 is 9 USDT: the merchant gets it less 3 % (8.73), the trader pays it less their 1 % (8.91).
    await poll(async () => fromMinor((await merchantAvailable()) - merchantBefore, 6)).toBe('8.730000');
    expect(fromMinor((await traderTotal()) - traderBefore, 6)).toBe('-8.910000');

    await resolvedRow.getByTestId('dispute-deadline').click();
    const resolved = admin.getByTestId('dispute-details');
    await poll(() => resolved.getByTestId('dispute-settled').innerText()).toContain('900');
    expect(await resolved.getByTestId('dispute-evidence-form').count()).toBe(0);
  });

  it('lets the trader confirm a canceled pay-in that was paid after all, which opens a dispute', async () => {
    const order = await canceledPayIn('e2e-dispute-late', '700.00');
    const trader = await app.signedInPage('trader');
    await trader.goto('/history?tab=pay_in');
    await rowOf(trader, order.id).getByTestId('late-paid').click();
    const form = trader.getByTestId('confirm-paid-form');
    await form.getByText('The payment arrived after the order was canceled').waitFor();
    await form.getByTestId('confirm-paid-submit').click();
    await form.waitFor({ state: 'detached' });
    await trader.locator('.mantine-Notification-root', { hasText: 'a dispute is now open' }).waitFor();
    await trader.goto('/active?tab=appeals');
    const row = rowOf(trader, order.id);
    await row.waitFor();
    expect(await row.locator('[data-reason="payment_after_cancel"]').count()).toBe(1);
  });
});
