import type { CurrentUser } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn } from '../../../test/http-client';
import { startServerProcess } from '../../../test/processes';
import { createTestDatabase } from '../../../test/test-database';
import { openSocket } from '../../../test/ws-client';

type Proc = Awaited<ReturnType<typeof startServerProcess>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let first: Proc;
let second: Proc;

beforeAll(async () => {
  database = await createTestDatabase();
  // Both start at once on an empty database: migrations and the demo seed must not collide.
  const env = { DATABASE_URL: database.url, SEED_DEMO: '1', WEB_DIST: '/nonexistent' };
  [first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 90_000);
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await database?.drop();
});

describe('two server processes on one PostgreSQL', () => {
  it('share sessions, and an event published by one reaches a socket held by the other', async () => {
    const onFirst = await loggedIn(first.url, 'merchant');
    // The session cookie opened on the first process is valid on the second.
    const onSecond = await loggedIn(second.url, 'admin');
    onSecond.cookies.set('session', onFirst.cookies.get('session')!);
    const user = (await onSecond.get<CurrentUser>('/user/current')).body.data!;
    expect(user.username).toBe('merchant');

    const ws = await openSocket(second.url);
    ws.auth(user.uuid, user.ws_token);
    await ws.next('auth.ok');
    // Logging out on the first process publishes through NOTIFY; the second closes its socket.
    expect((await onFirst.post('/logout')).status).toBe(200);
    await ws.next('session.ended');
    expect(await ws.closed).toBe(4401);
  });
});
