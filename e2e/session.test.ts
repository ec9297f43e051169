import { describe, expect, it } from 'vitest';
import { useE2EApp } from './support/e2e-app';
import { apiFromPage, colorOf, formError, isReddish, login, logout, pathOf, poll, recordApiCalls, submitLogin } from './support/pages';

const app = useE2EApp();

describe('login', () => {
  it('refuses empty fields with "Both fields are required." without calling the server', async () => {
    const page = await app.newPage();
    await page.goto('/login');
    const calls = recordApiCalls(page);
    const submit = page.getByRole('button', { name: 'Submit' });
    const error = formError(page, 'login-error');

    await submit.click();
    await poll(() => error.textContent()).toBe('Both fields are required.');

    // One field is not enough either, and whitespace is not a value.
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('   ');
    await submit.click();
    await poll(() => error.textContent()).toBe('Both fields are required.');
    expect(pathOf(page)).toBe('/login');

    // A complete form does reach the server. Requests leave in order, so had either refused
    // submit sent a login, it would show up here before this one.
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/inner/login'));
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await submit.click();
    expect((await answer).status()).toBe(401);
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual(['POST /login']);
  });

  it("shows the server's message in red for a wrong password and stays on /login", async () => {
    const page = await app.newPage();
    await submitLogin(page, 'admin', 'not-the-password');

    const error = formError(page, 'login-error');
    await poll(() => error.textContent()).toBe('Wrong username or password.');
    expect(isReddish(await colorOf(error))).toBe(true);
    expect(pathOf(page)).toBe('/login');
    expect(await page.getByTestId('side-menu').count()).toBe(0);
  });

  it('labels the button "Submitting..." while busy, then opens /settings with the username shown', async () => {
    const page = await app.newPage();
    await page.goto('/login');
    // Record every label the submit button shows, so the short busy state cannot be missed.
    await page.locator('form button[type="submit"]').evaluate((button) => {
      const labels: string[] = [];
      (window as unknown as { submitLabels: string[] }).submitLabels = labels;
      new MutationObserver(() => labels.push(button.textContent ?? '')).observe(button, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });

    await login(page, 'merchant', 'merchant-demo-1');

    expect(await page.evaluate(() => (window as unknown as { submitLabels: string[] }).submitLabels)).toContain('Submitting...');
    expect(pathOf(page)).toBe('/settings');
    expect(await page.getByTestId('profile').getByLabel('Username').inputValue()).toBe('merchant');
    // The signed-in shell (menu, logout) is its own chunk, loaded after the sign-in.
    await page.getByTestId('side-menu').waitFor();
    expect(await page.getByTestId('logout').isVisible()).toBe(true);
  });

  it('sends a visitor without a session from / and /settings to /login', async () => {
    const page = await app.newPage();
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.goto('/settings');
    await page.waitForURL('**/login');
    expect(await page.getByTestId('logout').count()).toBe(0);
  });
});

describe('logout', () => {
  it('returns to /login, removes the menu and really ends the session', async () => {
    const page = await app.newPage();
    await login(page, 'admin', 'admin-demo-1');
    expect((await apiFromPage(page, '/user/current')).status).toBe(200);

    await logout(page);

    await poll(() => page.getByTestId('side-menu').count()).toBe(0);
    expect(await page.getByTestId('logout').count()).toBe(0);
    expect((await apiFromPage(page, '/user/current')).status).toBe(401);

    await page.goto('/settings');
    await page.waitForURL('**/login');
    await page.locator('input[autocomplete="username"]').waitFor();
    expect(await page.getByTestId('side-menu').count()).toBe(0);
  });
});
