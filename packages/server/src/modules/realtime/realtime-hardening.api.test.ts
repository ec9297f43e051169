import type { CurrentUser } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn } from '../../../test/http-client';
import { startTestServer, type TestServer } from '../../../test/harness';
import { openSocket } from '../../../test/ws-client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ startJobs: false, env: { ALLOWED_ORIGINS: 'https://app.example.com' } });
});
afterAll(() => server.close());

const me = async (username: string) => {
  const client = await loggedIn(server.url, username);
  return { client, user: (await client.get<CurrentUser>('/user/current')).body.data! };
};

describe('websocket origin', () => {
  it('refuses a page of a foreign origin before the upgrade', async () => {
    await expect(openSocket(server.url, { origin: 'https://evil.example' })).rejects.toThrow(/403/);
  });

  it('accepts the product own origin and the listed ones', async () => {
    const { user } = await me('merchant');
    for (const origin of [server.url, 'https://app.example.com']) {
      const ws = await openSocket(server.url, { origin });
      ws.auth(user.uuid, user.ws_token);
      await ws.next('auth.ok');
      ws.close();
    }
  });
});

describe('websocket messages', () => {
  it('a socket flooding auth frames is closed after its budget; its replies are bounded', async () => {
    const { user } = await me('partner');
    const ws = await openSocket(server.url);
    for (let i = 0; i < 2000; i++) ws.auth(user.uuid, user.ws_token);
    expect(await ws.closed).toBe(1008);
    expect(ws.received.length).toBeLessThanOrEqual(25);
    // The server still answers at once.
    expect((await me('agent')).user.username).toBe('agent');
  });
});

describe('sessions that end without an event', () => {
  it('an expired session has its sockets closed by the sweep; live ones stay', async () => {
    const { user: expiring, client } = await me('trader');
    const { user: staying } = await me('trader2');
    const gone = await openSocket(server.url);
    gone.auth(expiring.uuid, expiring.ws_token);
    await gone.next('auth.ok');
    const kept = await openSocket(server.url);
    kept.auth(staying.uuid, staying.ws_token);
    await kept.next('auth.ok');

    await server.db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1", [expiring.uuid]);
    expect(await server.app.jobs.sessions.sweep()).toBe(1);
    await gone.next('session.ended');
    expect(await gone.closed).toBe(4401);
    expect(kept.closeCode).toBeNull();
    expect((await client.get('/user/current')).status).toBe(401);
    kept.close();
  });
});
