import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useE2EApp } from './support/e2e-app';

const app = useE2EApp();

/** The goal for the login page, kept by `npm run bench` and guarded here. */
const LOGIN_JS_BUDGET_BYTES = 170 * 1024;

describe('the login page on a phone', () => {
  it('loads at most 170 KiB of JavaScript over the wire, compressed, without zod, the other language or a signed-in screen', async () => {
    const page = await app.newPage();
    const client = await page.context().newCDPSession(page);
    await client.send('Network.enable');
    const scripts = new Map<string, { path: string; encoding: string }>();
    const sizes: { path: string; bytes: number; encoding: string }[] = [];
    client.on('Network.responseReceived', (event) => {
      if (event.type !== 'Script') return;
      const encoding = Object.entries(event.response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? '';
      scripts.set(event.requestId, { path: new URL(event.response.url).pathname, encoding: String(encoding) });
    });
    client.on('Network.loadingFinished', (event) => {
      const script = scripts.get(event.requestId);
      if (script) sizes.push({ ...script, bytes: event.encodedDataLength });
    });
    await page.goto('/login');
    await page.locator('input[autocomplete="username"]').waitFor();
    await page.waitForLoadState('networkidle');

    expect(sizes.length).toBeGreaterThan(0);
    // Brotli from the build, not raw files.
    expect(sizes.filter((script) => script.bytes > 1024 && script.encoding !== 'br')).toEqual([]);
    const total = sizes.reduce((sum, script) => sum + script.bytes, 0);
    expect(total, sizes.map((script) => `${script.path} ${script.bytes}`).join('\n')).toBeLessThanOrEqual(LOGIN_JS_BUDGET_BYTES);

    // What the page runs: no zod schema library, no Russian texts, no menu.
    const sources = await Promise.all(
      sizes.map(async (script) => ({ path: script.path, text: await (await page.request.get(script.path)).text() })),
    );
    expect(sources.filter((source) => source.text.includes('$ZodObject')).map((source) => source.path)).toEqual([]);
    expect(sources.filter((source) => source.text.includes('Пароль')).map((source) => source.path)).toEqual([]);
    expect(await page.getByTestId('side-menu').count()).toBe(0);
  });
});

/** The files a script imports before it runs (its static imports, followed to the end). */
const staticClosure = async (page: Page, first: string[]) => {
  const texts = new Map<string, string>();
  const queue = [...first];
  while (queue.length > 0) {
    const path = queue.pop()!;
    if (texts.has(path)) continue;
    const text = await (await page.request.get(path)).text();
    texts.set(path, text);
    for (const [, file] of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) queue.push(`/assets/${file}`);
  }
  return texts;
};

describe('a list screen on a phone', () => {
  it.each([
    ['/users', 'admin', 'users-page'],
    ['/balance', 'merchant', 'balance-page'],
  ])('draws %s with code that carries no zod: the schemas come with the forms that use them', async (path, username, screen) => {
    const page = await app.signedInPage(username, { viewport: PHONE });
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await page.goto(path);
    await page.getByTestId('list-card').first().waitFor();

    const entry = scripts.find((script) => /\/index-[^/]+\.js$/.test(script));
    const screenFile = scripts.find((script) => script.startsWith(`/assets/${screen}-`));
    expect(entry && screenFile, scripts.join('\n')).toBeTruthy();
    const closure = await staticClosure(page, [entry!, screenFile!]);
    expect(closure.size).toBeGreaterThan(2);
    expect([...closure].filter(([, text]) => text.includes('$ZodObject')).map(([file]) => file)).toEqual([]);
  });
});
