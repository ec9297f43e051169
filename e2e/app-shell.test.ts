import { describe, expect, it } from 'vitest';
import { useE2EApp } from './support/e2e-app';
import { pathOf, poll, recordApiCalls } from './support/pages';

const app = useE2EApp();

describe('the first screen', () => {
  it('starts from the user the page brought along, asking the server only for the screen', async () => {
    const page = await app.signedInPage('admin');
    const calls = recordApiCalls(page);
    await page.goto('/users');
    await page.getByTestId('side-menu').first().waitFor();
    await page.getByTestId('pagination-results').first().waitFor();
    expect(calls).not.toContain('GET /user/current');
    expect(calls.some((call) => call.startsWith('GET /user'))).toBe(true);
    // The element is taken once: nothing about the user stays in the document.
    expect(await page.locator('#current-user').count()).toBe(0);
  });
});

describe("the app shell's failure paths", () => {
  it('asks for a reload when a screen\'s code cannot be loaded, instead of "Unable to preload CSS"', async () => {
    const page = await app.signedInPage('admin');
    await page.goto('/settings');
    await page.getByTestId('side-menu').first().waitFor();
    // As after a release replaced the files, or with the network gone: the users screen's chunk never arrives.
    await page.route(/\/assets\/users-page-[^/]*\.js$/, (route) => route.abort('failed'));
    await page.getByTestId('menu-item-/users').first().click();

    const prompt = page.getByTestId('chunk-failed');
    await prompt.waitFor();
    expect(await prompt.getByRole('heading').textContent()).toBe('This page could not be loaded');
    expect(await prompt.textContent()).toContain('Reload the page to continue.');
    expect(await prompt.textContent()).not.toMatch(/preload|dynamically imported/i);

    // The reload brings the screen back once the file is there again.
    await page.unroute(/\/assets\/users-page-[^/]*\.js$/);
    await prompt.getByRole('button', { name: 'Reload the page' }).click();
    await page.getByTestId('users-list-users').or(page.getByTestId('users-list-traders')).first().waitFor();
  });

  it('says on the login page that the session ended when the server ended it', async () => {
    const page = await app.signedInPage('merchant');
    await page.goto('/settings');
    await page.getByTestId('side-menu').first().waitFor();
    // The session ends behind the page's back (logout from elsewhere); the cookie stays in the browser.
    const cookies = await page.context().cookies();
    const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const session = cookies.filter((cookie) => cookie.name !== 'XSRF-TOKEN');
    const ended = await fetch(`${app.server.url}/api/inner/logout`, {
      method: 'POST',
      headers: { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '), 'x-xsrf-token': xsrf },
    });
    expect(ended.status).toBe(200);
    expect(session.length).toBeGreaterThan(0);

    // The live connection usually brings the news first; otherwise the next call the page makes does.
    await page
      .getByTestId('menu-item-/balance')
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await poll(() => pathOf(page)).toBe('/login');
    const notice = page.getByTestId('session-ended');
    await notice.waitFor();
    expect(await notice.textContent()).toBe('Your session has ended. Please sign in again.');

    // Signing in again clears the notice.
    await page.locator('input[autocomplete="username"]').fill('merchant');
    await page.locator('input[autocomplete="current-password"]').fill('merchant-demo-1');
    await page.getByRole('button', { name: 'Submit' }).click();
    await poll(() => pathOf(page)).not.toBe('/login');
    expect(await notice.count()).toBe(0);
  });

  it('shows an anonymous visitor the login page with no session notice, no 401 and nothing in the console', async () => {
    const page = await app.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') consoleErrors.push(message.text());
    });
    const statuses: number[] = [];
    page.on('response', (response) => statuses.push(response.status()));
    await page.goto('/');
    await poll(() => pathOf(page)).toBe('/login');
    await page.locator('input[autocomplete="username"]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('session-ended').count()).toBe(0);
    expect(statuses.filter((status) => status >= 400)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('keeps the user signed in and on the address when loading the current user answers 5xx, with one retry button and no toasts', async () => {
    const page = await app.signedInPage('admin');
    let failing = true;
    await page.route('**/api/inner/user/current', (route) =>
      failing
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'unavailable', message: 'Down' } }),
          })
        : route.fallback(),
    );
    // The server could not put the user in the page either: the app asks for it, and that fails too.
    await page.route(
      (url) => url.pathname === '/users',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(/<script type="application\/json" id="current-user">[^<]*<\/script>/, '');
        await route.fulfill({ response, body: html });
      },
    );
    await page.goto('/users');
    const error = page.getByTestId('session-load-error');
    await error.waitFor();
    expect(pathOf(page)).toBe('/users');
    expect(await error.getByRole('heading').textContent()).toBe('Your account could not be loaded');
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);

    failing = false;
    await error.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('side-menu').first().waitFor();
    expect(pathOf(page)).toBe('/users');
  });
});

describe('focus after a modal', () => {
  it('returns to the button that opened it', async () => {
    const page = await app.signedInPage('admin');
    await page.goto('/traders');
    const opener = page.getByTestId('create-user');
    await opener.click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await poll(() => opener.evaluate((button) => button === document.activeElement)).toBe(true);
  });
});
