/**
 * Screenshots of the main screens in both themes, both languages and two widths, for a person
 * to look at. Not a test: run it after building the web app with
 *   npx tsx e2e/screenshots.ts            (writes to /tmp/e2e-shots, or SCREENSHOT_DIR)
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { loggedIn } from '../packages/server/test/http-client';
import { DESKTOP, demoPassword, E2EApp, PHONE } from './support/e2e-app';

const OUT_DIR = process.env.SCREENSHOT_DIR ?? '/tmp/e2e-shots';
const SIGNED_IN = ['merchant', 'trader', 'admin'] as const;

const app = new E2EApp();

const sessionCookies = new Map<string, { name: string; value: string; url: string }[]>();
const cookiesOf = async (username: string) => {
  let cookies = sessionCookies.get(username);
  if (!cookies) {
    const client = await loggedIn(app.server.url, username, demoPassword(username));
    cookies = [...client.cookies].map(([name, value]) => ({ name, value, url: app.server.url }));
    sessionCookies.set(username, cookies);
  }
  return cookies;
};

const shoot = async (page: Page, name: string) => {
  const file = path.join(OUT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  console.log(file);
};

const contextFor = async (
  viewport: typeof DESKTOP | typeof PHONE,
  scheme: 'light' | 'dark',
  locale: 'en' | 'ru',
): Promise<BrowserContext> => {
  const context = await app.newContext({ viewport });
  await context.addInitScript(
    ([storedScheme, storedLocale]) => {
      window.localStorage.setItem('color-scheme', storedScheme);
      window.localStorage.setItem('locale', storedLocale);
    },
    [scheme, locale] as const,
  );
  return context;
};

const run = async () => {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  await app.start();
  try {
    for (const [width, viewport] of [
      ['1280', DESKTOP],
      ['375', PHONE],
    ] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        for (const locale of ['en', 'ru'] as const) {
          const suffix = `${width}-${scheme}-${locale}`;
          const visitor = await (await contextFor(viewport, scheme, locale)).newPage();
          await visitor.goto('/login');
          await visitor.locator('input[autocomplete="username"]').waitFor();
          await shoot(visitor, `login-${suffix}`);
          await visitor.goto('/invite_code?code=example');
          await visitor.locator('input[autocomplete="new-password"]').first().waitFor();
          await shoot(visitor, `invite-${suffix}`);

          for (const username of SIGNED_IN) {
            const context = await contextFor(viewport, scheme, locale);
            await context.addCookies(await cookiesOf(username));
            const page = await context.newPage();
            await page.goto('/settings');
            await page.getByTestId('profile').waitFor();
            await shoot(page, `settings-${username}-${suffix}`);
            if (username === 'trader' && viewport === PHONE) {
              await page.getByTestId('burger').click();
              await page.getByRole('dialog').getByTestId('side-menu').waitFor();
              await shoot(page, `drawer-${suffix}`);
            }
            await context.close();
          }

          const insured = await contextFor(viewport, scheme, locale);
          await insured.addCookies(await cookiesOf('trader2'));
          const blocked = await insured.newPage();
          await blocked.goto('/settings');
          await blocked.getByTestId('insurance-modal').waitFor();
          await shoot(blocked, `insurance-${suffix}`);
          await app.closeContexts();
        }
      }
    }
  } finally {
    await app.stop();
  }
};

await run();
