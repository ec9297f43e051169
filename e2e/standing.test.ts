import type { CurrentUser, ManagedUser } from '@paydesk/contract';
import { describe, expect, it } from 'vitest';
import { totp, TOTP_STEP_SECONDS } from '../packages/server/src/modules/auth/totp.util';
import { loggedIn } from '../packages/server/test/http-client';
import { useE2EApp } from './support/e2e-app';
import { apiFromPage, poll } from './support/pages';
import { openUsersTab } from './support/users-pages';

const app = useE2EApp();

type Created = { user: ManagedUser };

describe("an admin fixes a user's standing", () => {
  it('creates a trader whose insurance is required with an amount, the trader is locked out, the admin marks it settled and the trader works', async () => {
    const page = await app.signedInPage('admin');
    await openUsersTab(page, 'traders');
    await page.getByTestId('create-user').click();
    const form = page.getByTestId('user-form');
    await form.getByLabel('Username').fill('e2e_insured');
    await form.getByRole('textbox', { name: 'Password' }).fill('secret-pass-1');

    // Insurance on without an amount is refused under the amount, and nobody is created.
    await form.getByLabel('Insurance deposit required').check();
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await poll(() => form.getByText('is required').count()).toBeGreaterThan(0);
    expect(await app.server.db.query("SELECT 1 FROM users WHERE username = 'e2e_insured'")).toHaveLength(0);

    await form.getByRole('textbox', { name: /^Insurance payment amount/ }).fill('25');
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/inner/user') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    const answer = await created;
    expect(answer.status()).toBe(200);
    const { uuid } = ((await answer.json()) as { data: Created }).data.user;

    // The trader signs in and meets the insurance modal with 25 USDT due.
    const trader = await app.signedInPage('e2e_insured', { password: 'secret-pass-1' });
    await trader.goto('/settings');
    const modal = trader.getByTestId('insurance-modal');
    await modal.waitFor();
    expect(await trader.getByTestId('side-menu').count()).toBe(0);

    // The admin opens the trader's details and marks the insurance settled, behind a confirmation.
    await page.goto(`/traders?open=${uuid}`);
    const details = page.getByTestId('user-details');
    await details.waitFor();
    await details.getByRole('button', { name: 'Mark insurance settled' }).click();
    const confirm = page.getByTestId('settle-insurance-confirm');
    await confirm.getByText('without any USDT moving', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Mark insurance settled' }).click();
    await page.locator('.mantine-Notification-root', { hasText: "e2e_insured's insurance is settled." }).waitFor();
    await poll(() => details.getByRole('button', { name: 'Mark insurance settled' }).count()).toBe(0);
    await details.locator('[data-action="user.insurance_settled"]').getByText('Insurance marked settled').waitFor();

    // The trader's next load has no modal and the menu is back.
    await trader.reload();
    await trader.getByTestId('side-menu').waitFor();
    expect(await modal.count()).toBe(0);
  });

  it("resets a merchant's two-factor: the merchant's session ends and the next sign-in asks for no code", async () => {
    const merchantApi = await loggedIn(app.server.url, 'merchant');
    const { secret } = (await merchantApi.post<{ secret: string }>('/secretGoogleAuth', { current_password: 'merchant-demo-1' })).body
      .data!;
    expect((await merchantApi.post('/secretGoogleAuth/verify', { code: totp(secret) })).status).toBe(200);
    const merchantId = await app.userId('merchant');

    // The merchant is signed in in a browser (with the code).
    const merchant = await app.newPage();
    await merchant.goto('/login');
    await merchant.locator('input[autocomplete="username"]').fill('merchant');
    await merchant.locator('input[autocomplete="current-password"]').fill('merchant-demo-1');
    await merchant.locator('form button[type="submit"]').click();
    const next = totp(secret, Date.now() + TOTP_STEP_SECONDS * 1000);
    for (const [index, digit] of [...next].entries()) {
      await merchant.getByLabel(index === 0 ? 'Authentication code' : `Authentication code ${index + 1}`, { exact: true }).fill(digit);
    }
    await merchant.getByRole('button', { name: 'Verify' }).click();
    await merchant.waitForURL('**/settings');

    const page = await app.signedInPage('admin');
    await page.goto(`/merchants?open=${merchantId}`);
    const details = page.getByTestId('user-details');
    await details.getByRole('button', { name: 'Reset two-factor' }).click();
    const confirm = page.getByTestId('reset-two-factor-confirm');
    await confirm.getByText('every session of merchant will end', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Reset two-factor' }).click();
    await page.locator('.mantine-Notification-root', { hasText: "merchant's two-factor authentication is off" }).waitFor();
    await poll(() => details.getByRole('button', { name: 'Reset two-factor' }).count()).toBe(0);
    await details.locator('[data-action="user.two_factor_reset"]').waitFor();

    // The merchant's session is over: the next call is refused and the app goes to the login page.
    await poll(async () => (await apiFromPage<CurrentUser>(merchant, '/user/current')).status).toBe(401);
    await merchant.reload();
    await merchant.waitForURL('**/login');
    await merchant.locator('input[autocomplete="username"]').fill('merchant');
    await merchant.locator('input[autocomplete="current-password"]').fill('merchant-demo-1');
    await merchant.locator('form button[type="submit"]').click();
    await merchant.waitForURL('**/settings');
    await poll(() => merchant.getByTestId('two-factor-status').textContent()).toBe('Disabled');
  });
});
