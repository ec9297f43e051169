import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/http-client';
import { startTestServer, type TestServer } from '../../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ startJobs: false });
});
afterAll(() => server.close());

const cookieNamed = (answer: { headers: Headers }, name: string) =>
  answer.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));

describe('the signed-in hint cookie', () => {
  it('comes with the session at login, readable by the page and as long-lived as the session', async () => {
    const c = new TestClient(server.url);
    await c.get('/csrf-cookie');
    const login = await c.post('/login', { username: 'agent', password: 'agent-demo-1' });
    expect(login.status).toBe(200);
    const hint = cookieNamed(login, 'signed_in');
    const session = cookieNamed(login, 'session');
    expect(hint).toMatch(/^signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(session).toMatch(/HttpOnly/i);
    const maxAge = (cookie: string | undefined) => /Max-Age=(\d+)/i.exec(cookie ?? '')?.[1];
    expect(maxAge(hint)).toBe(maxAge(session));
  });

  it('is not given for a refused login, and is cleared at logout', async () => {
    const c = new TestClient(server.url);
    await c.get('/csrf-cookie');
    const refused = await c.post('/login', { username: 'agent', password: 'wrong-password' });
    expect(refused.status).toBe(401);
    expect(cookieNamed(refused, 'signed_in')).toBeUndefined();

    await c.post('/login', { username: 'agent', password: 'agent-demo-1' });
    const out = await c.post('/logout');
    expect(out.status).toBe(200);
    expect(cookieNamed(out, 'signed_in')).toMatch(/^signed_in=;.*Expires=Thu, 01 Jan 1970/i);
  });

  it('is only a hint: it opens nothing without the session', async () => {
    const c = new TestClient(server.url);
    c.cookies.set('signed_in', '1');
    expect((await c.get('/user/current')).status).toBe(401);
  });
});
