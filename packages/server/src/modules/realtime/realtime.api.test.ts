import type { CurrentUser } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn } from '../../../test/http-client';
import { startTestServer, type TestServer } from '../../../test/harness';
import { openSocket } from '../../../test/ws-client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const me = async (username: string) => {
  const client = await loggedIn(server.url, username);
  return { client, user: (await client.get<CurrentUser>('/user/current')).body.data! };
};

describe('websocket', () => {
  it('authenticates with the user id and websocket token, then receives what is published for the user', async () => {
    const { user } = await me('merchant');
    const ws = await openSocket(server.url);
    ws.auth(user.uuid, user.ws_token);
    expect(JSON.parse((await ws.next('auth.ok')).message)).toEqual({ userId: user.uuid });
    const payload = JSON.stringify({ amount: '100', currency: { code: 'USDT', name: 'Tether USD' } });
    await server.app.deps.bus.publish({ kind: 'message', userId: user.uuid, message: { type: 'deposit.added', message: payload } });
    expect((await ws.next('deposit.added')).message).toBe(payload);
    ws.close();
  });

  it('accepts the API key in place of the user id', async () => {
    const { user } = await me('trader');
    const ws = await openSocket(server.url);
    ws.auth(user.api_keys.key, user.ws_token);
    await ws.next('auth.ok');
    ws.close();
  });

  it("refuses a wrong token or another user's token and closes the socket", async () => {
    const { user: merchant } = await me('merchant');
    const { user: agent } = await me('agent');
    const wrong = await openSocket(server.url);
    wrong.auth(merchant.uuid, 'x'.repeat(43));
    await wrong.next('auth.failed');
    expect(await wrong.closed).toBe(4401);
    const stolen = await openSocket(server.url);
    stolen.auth(merchant.uuid, agent.ws_token);
    expect(await stolen.closed).toBe(4401);
  });

  it('delivers nothing to an unauthenticated socket', async () => {
    const { user } = await me('partner');
    const ws = await openSocket(server.url);
    await server.app.deps.bus.publish({ kind: 'message', userId: user.uuid, message: { type: 'deposit.added', message: '{}' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ws.received).toEqual([]);
    ws.close();
  });

  it('closes the sockets of a session when it logs out, and marks the user online while connected', async () => {
    const { client, user } = await me('agent');
    const ws = await openSocket(server.url);
    ws.auth(user.uuid, user.ws_token);
    await ws.next('auth.ok');
    expect((await client.get<CurrentUser>('/user/current')).body.data!.is_online).toBe(true);
    await client.post('/logout');
    await ws.next('session.ended');
    expect(await ws.closed).toBe(4401);
  });
});
