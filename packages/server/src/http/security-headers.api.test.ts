import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, TestClient } from '../../test/http-client';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ startJobs: false, env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => server.close());

const https = { 'x-forwarded-proto': 'https' };

describe('API answers', () => {
  it('are never stored: success, error and not-found alike', async () => {
    const c = new TestClient(server.url);
    for (const path of ['/language', '/user/current', '/no-such-route']) {
      const answer = await c.get(path);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
    }
    const admin = await loggedIn(server.url, 'admin');
    expect((await admin.get('/user?page=1')).headers.get('cache-control')).toBe('no-store');
  });

  it('carry HSTS over HTTPS only', async () => {
    const c = new TestClient(server.url);
    expect((await c.get('/language')).headers.get('strict-transport-security')).toBeNull();
    const secure = await c.request('GET', '/language', { headers: https });
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });
});

describe('the session cookie over HTTPS', () => {
  it('is __Host-session: Secure, host-only, for the whole site; a plain "session" cookie is not read there', async () => {
    const c = new TestClient(server.url);
    await c.request('GET', '/csrf-cookie', { headers: https });
    const login = await c.request('POST', '/login', { body: { username: 'agent', password: 'agent-demo-1' }, headers: https });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().find((value) => value.startsWith('__Host-session='))!;
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/domain=/i);
    expect((await c.request('GET', '/user/current', { headers: https })).status).toBe(200);

    const raw = c.cookies.get('__Host-session')!;
    const planted = new TestClient(server.url);
    planted.cookies.set('session', raw);
    expect((await planted.request('GET', '/user/current', { headers: https })).status).toBe(401);
  });

  it('logout clears the site data along with the cookie', async () => {
    const c = await loggedIn(server.url, 'partner');
    const out = await c.post('/logout');
    expect(out.status).toBe(200);
    expect(out.headers.get('clear-site-data')).toBe('"cache", "cookies", "storage"');
    expect((await c.get('/user/current')).status).toBe(401);
  });
});
