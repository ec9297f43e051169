import type { ManagedUser } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, TestClient } from '../../../test/http-client';
import { startTestServer, type TestServer } from '../../../test/harness';

const lines: Record<string, unknown>[] = [];
const raw: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    startJobs: false,
    env: { TRUST_PROXY: '127.0.0.1', PUBLIC_URL: 'https://pay.example.com/' },
    logStream: {
      write: (line: string) => {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
  });
});
afterAll(() => server.close());

const events = (name: string) => lines.filter((line) => line.event === name);

describe('authentication events in the log', () => {
  it('a failed login is logged with the name and address, never the password', async () => {
    const c = new TestClient(server.url);
    c.ip = '198.51.100.7';
    await c.login('agent', 'Sup3r-secret-guess');
    expect(events('login.failed').at(-1)).toMatchObject({ username: 'agent', ip: '198.51.100.7', code: 'invalid_credentials' });
    expect(raw.join('\n')).not.toContain('Sup3r-secret-guess');
  });

  it('a login, the requests of the session and the logout carry the user id', async () => {
    const c = await loggedIn(server.url, 'partner');
    const { uuid } = (await c.get<{ uuid: string }>('/user/current')).body.data!;
    expect(events('login.succeeded').at(-1)).toMatchObject({ userId: uuid });
    expect(lines.some((line) => line.userId === uuid && line.msg === 'request completed')).toBe(true);
    await c.post('/logout');
    expect(events('logout').at(-1)).toMatchObject({ userId: uuid });
    expect(raw.join('\n')).not.toContain('partner-demo-1');
  });

  it('a code in an address is never written to the log', async () => {
    await fetch(`${server.url}/invite_code?code=VERY-SECRET-INVITE-CODE`);
    await fetch(`${server.url}/api/inner/language?token=ANOTHER-SECRET&x=1`);
    const text = raw.join('\n');
    expect(text).not.toContain('VERY-SECRET-INVITE-CODE');
    expect(text).not.toContain('ANOTHER-SECRET');
    expect(text).toContain('code=[redacted]');
  });
});

describe('invite links', () => {
  it('are built on PUBLIC_URL, whatever Host the request names', async () => {
    const admin = await loggedIn(server.url, 'admin');
    const answer = await admin.request<{ user: ManagedUser; invite_link: string }>('POST', '/user', {
      body: { username: 'invited_host', type: 'agent', create_invite_link: true },
      headers: { 'x-forwarded-host': 'evil.example', host: 'evil.example' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data!.invite_link).toMatch(/^https:\/\/pay\.example\.com\/invite_code\?code=/);
  });
});
