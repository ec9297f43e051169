import type { ManagedUser } from '@paydesk/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { postTransfer } from '../packages/server/src/modules/ledger/ledger.service';
import { loggedIn } from '../packages/server/test/http-client';
import { useE2EApp } from './support/e2e-app';
import { poll } from './support/pages';
import { rowOf } from './support/users-pages';

const app = useE2EApp();

const notification = (page: Page, text: string) => page.locator('.mantine-Notification-root', { hasText: text });

/** Credits `amount` USDT (minor units) to a user's available balance, as a confirmed deposit would. */
const credit = (userId: string, amount: bigint, key: string) =>
  app.server.db.transaction((tx) =>
    postTransfer(tx, {
      from: { system: 'world' },
      to: { owner: userId, part: 'available' },
      currency: 'USDT',
      amount,
      kind: 'deposit',
      reference: { type: 'user', id: userId },
      idempotencyKey: key,
    }),
  );

describe('partner users', () => {
  it('are listed, created, inspected and blocked from /users like the others', async () => {
    const page = await app.signedInPage('admin');
    await page.goto('/users?tab=partner_users');
    const list = page.getByTestId('users-list-partner_users');
    await rowOf(list, 'partner').waitFor();
    // One name per kind of id column.
    expect(await list.locator('thead th').allInnerTexts()).toContain('ID');

    await page.getByTestId('create-user').click();
    const form = page.getByTestId('user-form');
    await poll(() => page.getByRole('dialog').getByRole('heading').first().textContent()).toBe('Create partner');
    await form.getByLabel('Username').fill('e2e_partner');
    await form.getByRole('textbox', { name: 'Password' }).fill('secret-pass-1');
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await notification(page, 'User e2e_partner created.').waitFor();
    await rowOf(list, 'e2e_partner').waitFor();

    await rowOf(list, 'e2e_partner').getByRole('button', { name: 'Details' }).click();
    const details = page.getByTestId('user-details');
    await details.getByText('Partner', { exact: true }).first().waitFor();
    expect(page.url()).toContain('tab=partner_users');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    await rowOf(list, 'e2e_partner').getByRole('button', { name: 'Block' }).click();
    await page.getByTestId('block-form').getByLabel('Reason').fill('left the programme');
    await page.getByTestId('block-form').getByRole('button', { name: 'Block' }).click();
    await notification(page, 'User e2e_partner blocked.').waitFor();
    await rowOf(list, 'e2e_partner').getByRole('button', { name: 'Unblock' }).waitFor();
  });
});

describe('what the balance screen shows', () => {
  it('lists the insurance deduction so the history agrees with the total, in grouped money and dated with the zone', async () => {
    const admin = await loggedIn(app.server.url, 'admin');
    const created = await admin.post<{ user: ManagedUser }>('/user', {
      username: 'e2e_insured_history',
      password: 'secret-pass-1',
      type: 'trader',
      profile: { insurance_required: true, insurance_payment_amount: '1000000' },
    });
    const trader = created.body.data!.user;
    await credit(trader.uuid, 2_237_168_412_345n, 'e2e-details-credit');
    // The admin lowers nothing: the balance now covers the amount, and saving it takes it at once.
    expect((await admin.post(`/user/${trader.uuid}`, { profile: { insurance_payment_amount: '1000000.000001' } })).status).toBe(200);

    const page = await app.signedInPage('e2e_insured_history', { password: 'secret-pass-1', timezoneId: 'Europe/Moscow' });
    await page.goto('/balance');
    const history = page.getByTestId('balance-history');
    const insurance = history.locator('tbody tr', { hasText: 'Insurance' });
    await insurance.waitFor();
    const text = (await insurance.textContent()) ?? '';
    // 2,237,168.412345 - 1,000,000.000001 = 1,237,168.412344: the deduction's before and after are the balance's.
    expect(text).toContain('1,000,000... USDT');
    expect(text).toContain('2,237,168.41... USDT');
    expect(text).toContain('1,237,168.41... USDT');
    expect(await insurance.locator('[data-amount="1000000.000001"]').first().getAttribute('title')).toBe('1000000.000001 USDT');
    expect(text).toMatch(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2} UTC\+3/);
    expect(await insurance.getByTestId('relative-time').textContent()).toMatch(/^\((now|\d+ (sec|min)\. ago)\)$/);
    expect(await page.getByTestId('balance-total').textContent()).toBe('1,237,168.41 USDT');

    // In Russian the thousands are set apart with spaces.
    await page.getByTestId('language-toggle').click();
    await poll(() => page.getByTestId('balance-total').textContent()).toBe('1 237 168.41 USDT');
    // The history's words come from the server in the new language too: the row is now «Страховка».
    const insuranceRu = history.locator('tbody tr', { hasText: 'Страховка' });
    await poll(async () => (await insuranceRu.textContent()) ?? '').toContain('1 237 168.41... USDT');
  });
});

describe('deposit addresses', () => {
  it('carry a QR code drawn in the browser, in the pay-in modal and in the insurance modal', async () => {
    const page = await app.signedInPage('merchant');
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(app.server.url) && !request.url().startsWith('data:')) elsewhere.push(request.url());
    });
    await page.goto('/balance');
    await page.getByTestId('pay-in-button').click();
    const modal = page.getByTestId('pay-in-modal');
    const qr = modal.getByTestId('address-qr').first();
    const address = await qr.getAttribute('data-address');
    expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const image = qr.getByRole('img', { name: `QR code of the address ${address}` });
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await poll(() => image.evaluate((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth > 0)).toBe(
      true,
    );
    expect(elsewhere).toEqual([]);

    const trader = await app.signedInPage('trader2');
    await trader.goto('/settings');
    const insurance = trader.getByTestId('insurance-modal');
    await insurance.getByTestId('address-qr').first().getByRole('img').waitFor();
  });
});

describe('requisites', () => {
  it('offer support admins no Add requisite (its trader list is not theirs), and admins do', async () => {
    const support = await app.signedInPage('support');
    await support.goto('/requisites');
    await support.getByTestId('requisites-list').getByTestId('pagination-results').waitFor();
    expect(await support.getByTestId('add-requisite').count()).toBe(0);
    const admin = await app.signedInPage('admin');
    await admin.goto('/requisites');
    await admin.getByTestId('add-requisite').waitFor();
  });

  it('refuse a restriction filled in part: all fields must be filled, and nothing is sent', async () => {
    const trader = await loggedIn(app.server.url, 'trader');
    const created = await trader.post<{ id: string }>('/trader/requisite', {
      name: 'Restricted card',
      currency: 'RUB',
      payment_type: 'card',
      payment_option: 'sberbank_card',
      attributes: { card_number: '4111 1111 1111 1111', holder: 'IVAN PETROV' },
    });
    expect(created.status).toBe(200);
    const page = await app.signedInPage('trader');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/restrictions')) sent.push(request.url());
    });
    await page.goto('/requisite');
    await page.getByTestId('requisite-restrictions-edit').first().click();
    const form = page.getByTestId('restrictions-form');
    await form.getByTestId('restriction-amount_per_order').getByLabel('Minimum').fill('100');
    await poll(() => form.getByTestId('restrictions-errors').locator('li').allInnerTexts()).toEqual([
      'Amount per order — Maximum: All fields must be filled',
    ]);
    expect(await form.getByTestId('restrictions-save').isDisabled()).toBe(true);
    await form.getByTestId('restriction-amount_per_order').getByLabel('Maximum').fill('5000');
    await poll(() => form.getByTestId('restrictions-errors').count()).toBe(0);
    expect(sent).toEqual([]);
  });

  it('fit 1280 px for an admin in Russian: Details and Edit are inside the table, not cut', async () => {
    const trader = await loggedIn(app.server.url, 'trader2');
    await trader.post('/trader/requisite', {
      name: 'Main Sberbank card of a long name',
      currency: 'RUB',
      payment_type: 'card',
      payment_option: 'sberbank_card',
      attributes: { card_number: '4000 0000 0000 0002', holder: 'PETR IVANOV' },
    });
    const page = await app.signedInPage('admin');
    await page.addInitScript(() => localStorage.setItem('locale', 'ru'));
    await page.goto('/requisites');
    const edit = page.getByTestId('requisite-edit').first();
    await edit.waitFor();
    const table = page.getByTestId('requisites-list').locator('table').first();
    const overflow = await table.evaluate((node) => {
      const scroller = node.parentElement!;
      return scroller.scrollWidth - scroller.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    const box = (await edit.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    expect(await page.getByTestId('requisite-details').first().isVisible()).toBe(true);
  });
});

describe('when things fail', () => {
  it('a wallets load that fails without a reason says "Load wallets failed.", never "Error 500"', async () => {
    const page = await app.signedInPage('merchant');
    await page.route('**/api/inner/user/wallet/**', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await page.goto('/balance');
    const wallets = page.getByTestId('my-wallets');
    await wallets.getByText('Load wallets failed.').waitFor();
    expect(await page.getByText('Error 502').count()).toBe(0);
  });

  it('a copy without a clipboard says the clipboard is not supported', async () => {
    const page = await app.signedInPage('merchant');
    await page.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true }));
    await page.goto('/settings');
    await page.getByTestId('profile').getByRole('button', { name: 'Copy' }).first().click();
    await notification(page, 'Clipboard not supported.').waitFor();
  });

  it('the language toggle offers the languages of GET /language', async () => {
    const page = await app.newPage();
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/inner/language');
    await page.goto('/login');
    await asked;
    const toggle = page.getByTestId('language-toggle');
    await poll(() => toggle.getAttribute('title')).toBe('Switch language: Русский');
    await toggle.click();
    await poll(() => toggle.getAttribute('title')).toBe('Сменить язык: English');
  });
});
