import type { Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { INNER_API_BASE } from '@paydesk/contract';
import { ACTION_TIMEOUT_MS } from './e2e-app';

/** `expect.poll` with a timeout that suits a real browser talking to a real server. */
export const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: ACTION_TIMEOUT_MS, interval: 50 });

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Fills the login form (whatever the language) and submits it; does not wait for the outcome. */
export const submitLogin = async (page: Page, username: string, password: string) => {
  if (pathOf(page) !== '/login') await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
};

/** Signs in through the login form and waits for the settings screen. */
export const login = async (page: Page, username: string, password: string) => {
  await submitLogin(page, username, password);
  await page.waitForURL('**/settings');
  await page.getByTestId('profile').waitFor();
};

export const logout = async (page: Page) => {
  await page.getByTestId('logout').click();
  await page.waitForURL('**/login');
};

/** Every request the page sends from now on to the inner API, as `METHOD /path` (path after /api/inner). */
export const recordApiCalls = (page: Page) => {
  const calls: string[] = [];
  const listener = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(INNER_API_BASE)) calls.push(`${request.method()} ${pathname.slice(INNER_API_BASE.length)}`);
  };
  page.on('request', listener);
  return calls;
};

/** Calls the inner API from inside the page, with its cookies, as the app would. */
export const apiFromPage = async <T = unknown>(page: Page, path: string) =>
  page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'include' });
    return { status: response.status, body: (await response.json()) as { data?: unknown } };
  }, INNER_API_BASE + path) as Promise<{ status: number; body: { data?: T } }>;

/** The text of the red line under a form. */
export const formError = (page: Page, testId: string) => page.getByTestId(testId);

/** The paths of the side-menu entries, in their order. */
export const menuPaths = async (menu: Locator) =>
  menu.locator('a').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));

export const menuLabels = async (menu: Locator) => (await menu.locator('a').allInnerTexts()).map((text) => text.trim());

/**
 * Resolves once the page's realtime socket is authenticated: events published before that
 * would reach nobody. Call it before navigating.
 */
export const realtimeReady = (page: Page) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The realtime socket did not authenticate')), ACTION_TIMEOUT_MS);
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string') return;
        try {
          if ((JSON.parse(payload) as { type?: string }).type !== 'auth.ok') return;
        } catch {
          return;
        }
        clearTimeout(timer);
        resolve();
      });
    });
  });

/** Types a code into the six single-digit inputs named after `label` (the first) and `label N`. */
export const enterCode = async (page: Page, label: string, code: string) => {
  for (const [index, digit] of [...code].entries()) {
    await page.getByLabel(index === 0 ? label : `${label} ${index + 1}`, { exact: true }).fill(digit);
  }
};

/** The computed CSS color of an element as [r, g, b]. */
export const colorOf = async (locator: Locator) => {
  const color = await locator.evaluate((element) => getComputedStyle(element).color);
  const parts = color.match(/\d+(\.\d+)?/g)?.map(Number) ?? [];
  return parts.slice(0, 3);
};

/** Red enough to read as an error: the red channel clearly dominates. */
export const isReddish = ([red = 0, green = 0, blue = 0]: number[]) => red > 150 && red > green + 60 && red > blue + 60;
