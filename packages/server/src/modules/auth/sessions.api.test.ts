import type { CurrentUser, Session } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, TestClient } from '../../../test/http-client';
import { startTestServer, type TestServer } from '../../../test/harness';
import { openSocket } from '../../../test/ws-client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ startJobs: false });
});
afterAll(() => server.close());

const signIn = async (username: string, userAgent: string) => {
  const client = new TestClient(server.url);
  await client.get('/csrf-cookie');
  const answer = await client.request('POST', '/login', {
    body: { username, password: `${username}-demo-1` },
    headers: { 'user-agent': userAgent },
  });
  expect(answer.status).toBe(200);
  return client;
};

describe('a user’s own sessions', () => {
  it('are listed with device, address and times, the current one marked, and no secret', async () => {
    const phone = await signIn('merchant', 'Phone Browser 1.0');
    const laptop = await signIn('merchant', 'Laptop Browser 2.0');
    const list = (await laptop.get<Session[]>('/user/sessions')).body.data!;
    expect(list.map((session) => session.user_agent).sort()).toEqual(['Laptop Browser 2.0', 'Phone Browser 1.0']);
    expect(list.filter((session) => session.is_current).map((session) => session.user_agent)).toEqual(['Laptop Browser 2.0']);
    const cookie = laptop.cookies.get('session')!;
    expect(JSON.stringify(list)).not.toContain(cookie);
    expect((await phone.get('/user/current')).status).toBe(200);
  });

  it('one can be ended, closing its sockets; another user cannot end it', async () => {
    const phone = await signIn('partner', 'Phone');
    const laptop = await signIn('partner', 'Laptop');
    const user = (await phone.get<CurrentUser>('/user/current')).body.data!;
    const socket = await openSocket(server.url);
    socket.auth(user.uuid, user.ws_token);
    await socket.next('auth.ok');
    const phoneSession = (await laptop.get<Session[]>('/user/sessions')).body.data!.find((session) => session.user_agent === 'Phone')!;

    const stranger = await loggedIn(server.url, 'agent');
    expect((await stranger.post(`/user/sessions/${phoneSession.id}/end`)).status).toBe(404);
    expect((await phone.get('/user/current')).status).toBe(200);

    expect((await laptop.post(`/user/sessions/${phoneSession.id}/end`)).status).toBe(200);
    expect(await socket.closed).toBe(4401);
    expect((await phone.get('/user/current')).status).toBe(401);
    expect((await laptop.get('/user/current')).status).toBe(200);
    expect((await laptop.post(`/user/sessions/${phoneSession.id}/end`)).status).toBe(404);
  });

  it('all others can be ended at once; the current one stays', async () => {
    const others = [await signIn('trader', 'A'), await signIn('trader', 'B')];
    const current = await signIn('trader', 'C');
    const answer = await current.post<{ ended: number }>('/user/sessions/end_others');
    expect(answer.body.data!.ended).toBe(2);
    for (const other of others) expect((await other.get('/user/current')).status).toBe(401);
    expect((await current.get<Session[]>('/user/sessions')).body.data!.map((session) => session.user_agent)).toEqual(['C']);
  });
});
