import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2EApp } from './support/e2e-app';
import { formError, poll, submitLogin } from './support/pages';

const app = useE2EApp();

const storedLocale = (page: Page) => page.evaluate(() => window.localStorage.getItem('locale'));
const colorScheme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** Mean of the RGB channels of a CSS color. */
const brightness = (color: string) => {
  const [red = 0, green = 0, blue = 0] = color.match(/\d+/g)?.map(Number) ?? [];
  return (red + green + blue) / 3;
};

describe('language', () => {
  it('is English by default and switches the screen to Russian, which survives a reload', async () => {
    const page = await app.signedInPage('merchant');
    await page.goto('/settings');
    const heading = page.getByRole('heading', { level: 1 });
    await poll(() => heading.textContent()).toBe('Settings');
    expect(await page.getByTestId('menu-item-/balance').textContent()).toBe('Balance');
    expect(await storedLocale(page)).toBeNull();

    await page.getByTestId('language-toggle').click();

    await poll(() => heading.textContent()).toBe('Настройки');
    expect(await page.getByTestId('menu-item-/balance').textContent()).toBe('Баланс');
    expect(await page.getByTestId('logout').textContent()).toBe('Выйти');
    expect(await page.getByTestId('change-password').getByRole('heading').textContent()).toBe('Смена пароля');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    expect(await storedLocale(page)).toBe('ru');

    await page.reload();
    await poll(() => heading.textContent()).toBe('Настройки');
    expect(await page.getByTestId('language-toggle').getAttribute('data-locale')).toBe('ru');
    // The toggle names the language it switches to.
    expect(await page.getByTestId('language-toggle').textContent()).toBe('EN');

    await page.getByTestId('language-toggle').click();
    await poll(() => heading.textContent()).toBe('Settings');
    expect(await storedLocale(page)).toBe('en');
  });

  it("asks the server for Russian too: a wrong password gives the server's Russian message", async () => {
    const page = await app.newPage();
    await page.goto('/login');
    await page.getByTestId('language-toggle').click();
    await poll(() => page.getByRole('heading', { level: 2 }).textContent()).toBe('Вход');

    const request = page.waitForRequest((sent) => sent.url().endsWith('/api/inner/login'));
    await submitLogin(page, 'agent', 'wrong-password');

    expect((await request).headers()['x-language']).toBe('ru');
    await poll(() => formError(page, 'login-error').textContent()).toBe('Неверное имя пользователя или пароль.');

    // The client's own messages follow the language as well.
    await page.locator('input[autocomplete="current-password"]').fill('');
    await page.getByRole('button', { name: 'Войти' }).click();
    await poll(() => formError(page, 'login-error').textContent()).toBe('Заполните оба поля.');
  });
});

describe('theme', () => {
  it('starts light, toggles to dark and keeps dark across a reload', async () => {
    const page = await app.newPage();
    await page.goto('/login');
    await page.getByTestId('theme-toggle').waitFor();
    expect(await colorScheme(page)).toBe('light');
    expect(await page.getByTestId('theme-toggle').getAttribute('aria-label')).toBe('Switch to dark theme');
    const lightBackground = brightness(await bodyBackground(page));
    expect(lightBackground).toBeGreaterThan(200);

    await page.getByTestId('theme-toggle').click();

    await poll(() => colorScheme(page)).toBe('dark');
    await poll(async () => brightness(await bodyBackground(page))).toBeLessThan(80);
    expect(await page.getByTestId('theme-toggle').getAttribute('aria-label')).toBe('Switch to light theme');

    await page.reload();
    await page.getByTestId('theme-toggle').waitFor();
    expect(await colorScheme(page)).toBe('dark');
    expect(brightness(await bodyBackground(page))).toBeLessThan(80);

    await page.getByTestId('theme-toggle').click();
    await poll(() => colorScheme(page)).toBe('light');
  });

  it('keeps the chosen theme after signing in', async () => {
    const page = await app.signedInPage('trader');
    await page.goto('/settings');
    await page.getByTestId('theme-toggle').click();
    await poll(() => colorScheme(page)).toBe('dark');
    await page.getByTestId('menu-item-/balance').click();
    await page.waitForURL('**/balance');
    await page.reload();
    await page.getByRole('heading', { name: 'Balance' }).waitFor();
    expect(await colorScheme(page)).toBe('dark');
  });
});
