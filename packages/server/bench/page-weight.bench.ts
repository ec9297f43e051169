import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/browser';

/** The goals for JavaScript over the wire, in KiB as the browser received it (compressed). */
export const LOGIN_JS_BUDGET_KB = 170;
export const FIRST_LIST_JS_BUDGET_KB = 300;

type Script = { path: string; wire: number };

/** Counts every script as it crossed the network: the encoded (brotli or gzip) body, headers aside. */
const recordScripts = async (page: Page) => {
  const scripts: Script[] = [];
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  const pending = new Map<string, { path: string }>();
  client.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') pending.set(event.requestId, { path: new URL(event.response.url).pathname });
  });
  client.on('Network.loadingFinished', (event) => {
    const script = pending.get(event.requestId);
    if (!script) return;
    pending.delete(event.requestId);
    scripts.push({ path: script.path, wire: event.encodedDataLength });
  });
  return scripts;
};

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const total = (scripts: Script[]) => scripts.reduce((sum, script) => sum + script.wire, 0);

const verdict = (bytes: number, budgetKb: number) =>
  bytes / 1024 <= budgetKb ? `ok (≤ ${budgetKb} KiB)` : `OVER the ${budgetKb} KiB goal`;

/**
 * JavaScript over the wire for an anonymous visit to /login, and for opening /users (as the admin)
 * through the login it leads to, each in a fresh browser with an empty cache.
 */
export const benchPageWeight = async (baseUrl: string, login = { username: 'admin', password: 'admin-demo-1' }) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const lines: string[] = [];
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = await recordScripts(page);
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    await page.locator('input[autocomplete="username"]').waitFor();
    const loginBytes = total(scripts);
    lines.push(...scripts.map((script) => `  ${script.path}: ${kib(script.wire)} KiB`));
    lines.push(
      `/login JavaScript over the wire: ${kib(loginBytes)} KiB in ${scripts.length} file(s): ${verdict(loginBytes, LOGIN_JS_BUDGET_KB)}`,
    );
    await context.close();

    // A first list page as a person reaches it: the address first, the login on the way, landing there.
    const listContext = await browser.newContext();
    const listPage = await listContext.newPage();
    const listScripts = await recordScripts(listPage);
    await listPage.goto(`${baseUrl}/users`);
    await listPage.locator('input[autocomplete="username"]').fill(login.username);
    await listPage.locator('input[autocomplete="current-password"]').fill(login.password);
    await listPage.locator('button[type="submit"]').click();
    await listPage.waitForURL((url) => url.pathname === '/users');
    await listPage.locator('tbody tr, [data-testid="data-cards"] > *').first().waitFor();
    await listPage.waitForLoadState('networkidle');
    const listBytes = total(listScripts);
    lines.push(
      `/users through the login JavaScript over the wire: ${kib(listBytes)} KiB in ${listScripts.length} file(s): ${verdict(listBytes, FIRST_LIST_JS_BUDGET_KB)}`,
    );
    lines.push(
      ...[...listScripts]
        .sort((x, y) => y.wire - x.wire)
        .slice(0, 5)
        .map((script) => `  largest: ${script.path}: ${kib(script.wire)} KiB`),
    );
    await listContext.close();
  } finally {
    await browser.close();
  }
  return lines;
};
