import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CurrentUser } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn } from '../../test/http-client';
import { startTestServer, type TestServer } from '../../test/harness';
import { jsonForHtml } from './web-app.plugin';

// The built page in miniature: its header frame between the markers the server looks for.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-page-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Paydesk</title></head><body><div id="root"><!-- boot-frame --><div class="boot-frame">Paydesk</div><!-- /boot-frame --></div></body></html>',
);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ startJobs: false, webDist });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const page = async (urlPath: string, cookie?: string) => {
  const response = await fetch(`${server.url}${urlPath}`, { headers: cookie ? { cookie } : {} });
  return { response, html: await response.text() };
};

const pageUser = (html: string) => {
  const match = /<script type="application\/json" id="current-user">([^<]*)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as CurrentUser) : null;
};

describe('the page the web app starts from', () => {
  it('carries the signed-in user exactly as GET /user/current answers it, for that browser only', async () => {
    const merchant = await loggedIn(server.url, 'merchant');
    const cookie = [...merchant.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const { response, html } = await page('/balance?tab=history', cookie);
    expect(response.status).toBe(200);
    // It holds the websocket token: never stored, not even in this browser's cache.
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('vary')).toContain('cookie');
    expect((await page('/balance')).response.headers.get('cache-control')).toBe('private, no-cache');
    const current = (await merchant.get<CurrentUser>('/user/current')).body.data!;
    expect(pageUser(html)).toEqual(current);
  });

  it('carries no user for a visitor, a forged cookie or an ended session', async () => {
    expect(pageUser((await page('/users')).html)).toBeNull();
    expect(pageUser((await page('/users', 'session=forged; signed_in=1')).html)).toBeNull();
    const trader = await loggedIn(server.url, 'trader');
    const cookie = [...trader.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    await trader.post('/logout', {});
    expect(pageUser((await page('/active', cookie)).html)).toBeNull();
  });

  it('draws its first frame in the theme the user picked, and only a known one', async () => {
    expect((await page('/login', 'color-scheme=dark')).html).toContain('<html data-mantine-color-scheme="dark" lang="en">');
    expect((await page('/login', 'color-scheme=light')).html).toContain('<html data-mantine-color-scheme="light" lang="en">');
    expect((await page('/login', 'color-scheme=%22%3E%3Cscript%3E')).html).toContain('<html lang="en">');
    expect((await page('/login')).html).toContain('<html lang="en">');
  });

  it('starts the customer payment page without the back-office header', async () => {
    expect((await page('/login')).html).toContain('boot-frame');
    expect((await page('/pay/some-token')).html).not.toContain('boot-frame');
  });

  it('keeps user data from closing its script element', () => {
    const text = jsonForHtml({ username: '</script><script>alert(1)</script>', note: '<!-- & -->' });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ username: '</script><script>alert(1)</script>', note: '<!-- & -->' });
  });
});
