import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createPasswordSetupToken } from '../packages/server/src/modules/auth/auth.repository';
import { sha256 } from '../packages/server/src/shared/crypto';
import { useE2EApp } from './support/e2e-app';
import { formError, login, pathOf, poll, recordApiCalls, submitLogin } from './support/pages';

const app = useE2EApp();

const fillPasswordChange = async (page: Page, current: string, next: string, confirm: string) => {
  const form = page.getByTestId('change-password');
  await form.getByLabel('Current password').fill(current);
  await form.getByLabel('New password', { exact: true }).fill(next);
  await form.getByLabel('Confirm new password').fill(confirm);
  await form.getByRole('button', { name: 'Change password' }).click();
};

const fillInvite = async (page: Page, next: string, confirm: string) => {
  await page.getByLabel('New password').fill(next);
  await page.getByLabel('Confirm password').fill(confirm);
  await page.getByRole('button', { name: 'Save' }).click();
};

/** An invite code for `username`, stored the way the server stores them (hashed). */
const inviteCode = async (username: string) => {
  const code = randomBytes(24).toString('base64url');
  await createPasswordSetupToken(app.server.db, sha256(code), await app.userId(username), 72);
  return code;
};

describe('password change', () => {
  it('checks length and confirmation before sending, and shows a wrong current password under the form', async () => {
    const page = await app.signedInPage('partner');
    await page.goto('/settings');
    const calls = recordApiCalls(page);
    const error = formError(page, 'change-password-error');

    const fill = 'Fill in every field; the new password must have at least 8 characters.';
    await fillPasswordChange(page, 'partner-demo-1', 'short-7', 'short-7');
    await poll(() => error.textContent()).toBe(fill);
    await fillPasswordChange(page, 'partner-demo-1', 'partner-new-2', 'partner-new-3');
    await poll(() => error.textContent()).toBe('Passwords do not match.');
    // The current password is needed, however short an old one may be.
    await fillPasswordChange(page, '', 'partner-new-2', 'partner-new-2');
    await poll(() => error.textContent()).toBe(fill);

    await fillPasswordChange(page, 'not-my-password', 'partner-new-2', 'partner-new-2');
    await poll(() => error.textContent()).toBe('The current password is incorrect.');
    // Only this last attempt reached the server (requests leave in order).
    expect(calls.filter((call) => call === 'POST /user/password')).toEqual(['POST /user/password']);
  });

  it('changes the password: the form clears, the new password signs in and the old one no longer does', async () => {
    const page = await app.signedInPage('trader');
    await page.goto('/settings');
    await fillPasswordChange(page, 'trader-demo-1', 'trader-new-2', 'trader-new-2');
    await page.getByText('The password was changed.').waitFor();
    expect(await formError(page, 'change-password-error').count()).toBe(0);
    const form = page.getByTestId('change-password');
    expect(await form.getByLabel('Current password').inputValue()).toBe('');
    expect(await form.getByLabel('New password', { exact: true }).inputValue()).toBe('');

    const other = await app.newPage();
    await submitLogin(other, 'trader', 'trader-demo-1');
    await poll(() => formError(other, 'login-error').textContent()).toBe('Wrong username or password.');
    await login(other, 'trader', 'trader-new-2');
    expect(await other.getByTestId('profile').getByLabel('Username').inputValue()).toBe('trader');
  });
});

describe('invite link', () => {
  it('checks both fields, sets the password, goes to /login, and the new password signs in', async () => {
    const code = await inviteCode('agent');
    const page = await app.newPage();
    const calls = recordApiCalls(page);
    await page.goto(`/invite_code?code=${code}`);
    await page.getByRole('heading', { name: 'Set your password' }).waitFor();
    // The invite screen is for people without a session: it does not ask who is signed in.
    expect(calls).not.toContain('GET /user/current');
    // The code leaves the address at once and survives a reload in the page's history state.
    await poll(() => page.url()).not.toContain('code=');
    expect(pathOf(page)).toBe('/invite_code');
    await page.reload();
    await page.getByRole('heading', { name: 'Set your password' }).waitFor();

    const error = formError(page, 'invite-error');
    await fillInvite(page, 'abc', 'abc');
    await poll(() => error.textContent()).toBe('The password must have at least 8 characters.');
    await fillInvite(page, 'agent-invited-1', 'agent-invited-2');
    await poll(() => error.textContent()).toBe('Password should be equal');
    await fillInvite(page, 'agent-invited-1', 'abc');
    await poll(() => error.textContent()).toBe('The password must have at least 8 characters.');

    await fillInvite(page, 'agent-invited-1', 'agent-invited-1');
    await page.waitForURL('**/login');
    await page.getByText('Password saved. Sign in with your new password.').waitFor();
    // Only the valid form was sent (requests leave in order, so a refused one would be listed first).
    expect(calls.filter((call) => call === 'POST /password/setup')).toEqual(['POST /password/setup']);

    await submitLogin(page, 'agent', 'agent-demo-1');
    await poll(() => formError(page, 'login-error').textContent()).toBe('Wrong username or password.');
    await login(page, 'agent', 'agent-invited-1');
    expect(pathOf(page)).toBe('/settings');
  });

  it("fills both fields with Generate, and shows the server's error for a used code", async () => {
    const code = await inviteCode('merchant');
    const first = await app.newPage();
    await first.goto(`/invite_code?code=${code}`);
    await first.getByRole('button', { name: 'Generate' }).click();
    const generated = await first.getByLabel('New password').inputValue();
    expect(generated.length).toBeGreaterThanOrEqual(8);
    expect(await first.getByLabel('Confirm password').inputValue()).toBe(generated);
    await first.getByRole('button', { name: 'Save' }).click();
    await first.waitForURL('**/login');

    const second = await app.newPage();
    await second.goto(`/invite_code?code=${code}`);
    await fillInvite(second, 'merchant-again-1', 'merchant-again-1');
    await poll(() => formError(second, 'invite-error').textContent()).toBe('This invitation link is invalid, used or expired.');
    expect(pathOf(second)).toBe('/invite_code');
  });
});
