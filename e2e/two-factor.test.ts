import { describe, expect, it } from 'vitest';
import { totp } from '../packages/server/src/modules/auth/totp.util';
import { useE2EApp } from './support/e2e-app';
import { enterCode, formError, login, logout, pathOf, poll, submitLogin } from './support/pages';

const app = useE2EApp();

describe('two-factor authentication', () => {
  it('is enabled from settings with the QR secret, then sign-in asks for the code and refuses a spent one', async () => {
    const page = await app.newPage();
    await login(page, 'trader', 'trader-demo-1');
    const block = page.getByTestId('two-factor');
    const status = page.getByTestId('two-factor-status');
    expect(await status.textContent()).toBe('Disabled');

    await block.getByRole('button', { name: 'Enable' }).click();
    // Turning it on needs the current password.
    const passwordForm = page.getByTestId('two-factor-password');
    await passwordForm.getByLabel('Current password').fill('not-my-password');
    await passwordForm.getByRole('button', { name: 'Continue' }).click();
    await poll(() => page.getByTestId('two-factor-error').textContent()).toBe('The current password is incorrect.');
    await passwordForm.getByLabel('Current password').fill('trader-demo-1');
    await passwordForm.getByRole('button', { name: 'Continue' }).click();

    const qr = block.getByRole('img', { name: 'QR code for the authenticator app' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await qr.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(100);
    const secret = await block.getByLabel('Secret', { exact: true }).inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    // A short code is refused before anything is sent.
    await enterCode(page, 'Verification code', '12');
    await block.getByRole('button', { name: 'Verify' }).click();
    await poll(() => block.getByRole('alert').textContent()).toBe('Enter all 6 digits of the code.');

    const enablingCode = totp(secret, Date.now());
    await enterCode(page, 'Verification code', enablingCode);
    await block.getByRole('button', { name: 'Verify' }).click();

    // The recovery codes are shown once, then the status says it is on.
    const recovery = page.getByTestId('recovery-codes');
    await recovery.getByText('they will not be shown again', { exact: false }).waitFor();
    const codes = await recovery.getByTestId('recovery-code').allTextContents();
    expect(codes).toHaveLength(10);
    await recovery.getByRole('button', { name: 'I saved them' }).click();
    await poll(() => status.textContent()).toBe('Enabled');
    expect(await qr.count()).toBe(0);
    await page.reload();
    await poll(() => status.textContent()).toBe('Enabled');

    await logout(page);
    await submitLogin(page, 'trader', 'trader-demo-1');
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    expect(await page.getByText('Enter the 6-digit code from your authenticator app.').isVisible()).toBe(true);
    expect(pathOf(page)).toBe('/login');
    await page.getByRole('button', { name: 'Verify' }).click();
    await poll(() => formError(page, 'login-error').textContent()).toBe('Enter all 6 digits of the code.');
    // Resend checks the password again and keeps the six inputs, cleared.
    await page.getByRole('button', { name: 'Resend' }).click();
    await poll(() => page.getByTestId('login-notice').textContent()).toBe(
      'Your password was checked again: enter the current code from the app.',
    );
    expect(await page.getByLabel('Authentication code', { exact: true }).inputValue()).toBe('');

    // The code that enabled two-factor was spent: it does not open a session.
    await enterCode(page, 'Authentication code', enablingCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await poll(() => formError(page, 'login-error').textContent()).toBe('The two-factor code is wrong or has already been used.');
    expect(pathOf(page)).toBe('/login');

    // The next time step's code is fresh (the server accepts one step of clock drift).
    await enterCode(page, 'Authentication code', totp(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/settings');
    await poll(() => page.getByTestId('two-factor-status').textContent()).toBe('Enabled');

    // A recovery code signs in once, in place of the app's code.
    await logout(page);
    await submitLogin(page, 'trader', 'trader-demo-1');
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(codes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/settings');

    // Turning it off needs both factors: the password and a code (here a recovery code, the app's
    // fresh one was spent above); a wrong code changes nothing. Then sign-in asks for no code.
    await page.getByTestId('two-factor').getByRole('button', { name: 'Turn off' }).click();
    const offForm = page.getByTestId('two-factor-password');
    await offForm.getByLabel('Current password').fill('trader-demo-1');
    await offForm.getByRole('button', { name: 'Turn off' }).click();
    await poll(() => formError(page, 'two-factor-error').textContent()).toBe('Enter all 6 digits of the code.');
    await offForm.getByRole('button', { name: 'Use a recovery code' }).click();
    await offForm.getByLabel('Recovery code').fill(codes[0]!);
    await offForm.getByRole('button', { name: 'Turn off' }).click();
    await poll(() => formError(page, 'two-factor-error').textContent()).toBe('The two-factor code is wrong or has already been used.');
    expect(await page.getByTestId('two-factor-status').textContent()).toBe('Enabled');
    await offForm.getByLabel('Recovery code').fill(codes[1]!);
    await offForm.getByRole('button', { name: 'Turn off' }).click();
    await poll(() => page.getByTestId('two-factor-status').textContent()).toBe('Disabled');
    await logout(page);
    await login(page, 'trader', 'trader-demo-1');
    expect(pathOf(page)).toBe('/settings');
  });
});
