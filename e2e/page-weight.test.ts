import { describe, expect, it } from 'vitest';
import { useE2EApp } from './support/e2e-app';

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
