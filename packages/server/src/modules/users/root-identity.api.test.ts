import type { ManagedUser, WalletHolder } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, type TestClient } from '../../../test/http-client';
import { startTestServer, type TestServer } from '../../../test/harness';

let server: TestServer;
let admin: TestClient;
let root: TestClient;
const ids = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer({ startJobs: false });
  admin = await loggedIn(server.url, 'admin');
  root = await loggedIn(server.url, 'root');
  const users = await admin.get<{ items: ManagedUser[] }>('/user?count=100');
  for (const user of users.body.data!.items) ids.set(user.username, user.uuid);
});
afterAll(() => server.close());

const withdrawal = () => ({
  user_uuid: ids.get('trader'),
  merchant_uuid: ids.get('merchant'),
  amount: '1',
  to_address: 'TJmmqjb1DK9TTZbQXzRQ2AuA94z4gKAPFh',
});

describe('root is an identity, not a username', () => {
  it('the current user says who is root', async () => {
    expect((await root.get<{ is_root: boolean }>('/user/current')).body.data!.is_root).toBe(true);
    expect((await admin.get<{ is_root: boolean }>('/user/current')).body.data!.is_root).toBe(false);
    const listed = (await admin.get<{ items: ManagedUser[] }>('/user?filter[username]=root')).body.data!.items;
    expect(listed.find((user) => user.username === 'root')?.is_root).toBe(true);
  });

  it("an admin cannot set root's password, rename, re-role, deactivate, block or unblock root", async () => {
    const rootId = ids.get('root')!;
    const attempts = [{ password: 'taken-over-1' }, { username: 'former-root' }, { roles: ['support'] }, { is_active: false }];
    for (const body of attempts) {
      const answer = await admin.post(`/user/${rootId}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(403);
      expect(answer.body.error?.code).toBe('root_only');
    }
    const blocked = await admin.post('/user/block', { uuid: rootId, comment: 'takeover' });
    expect(blocked.body.error?.code).toBe('root_only');
    expect((await admin.post('/user/unblock', { uuid: rootId })).body.error?.code).toBe('root_only');
    // Nothing changed: root logs in with the old password, under the old name, unblocked.
    const again = await loggedIn(server.url, 'root');
    const current = (await again.get<{ username: string; is_blocked: boolean; roles: string[] }>('/user/current')).body.data!;
    expect(current).toMatchObject({ username: 'root', is_blocked: false, roles: [] });
  });

  it("an admin may still edit root's harmless fields", async () => {
    const answer = await admin.post<ManagedUser>(`/user/${ids.get('root')}`, { comment: 'The platform owner' });
    expect(answer.status).toBe(200);
    expect(answer.body.data!.comment).toBe('The platform owner');
  });

  it("an admin cannot change another admin's credentials; root can", async () => {
    const supportId = ids.get('support')!;
    expect((await admin.post(`/user/${supportId}`, { password: 'other-admin-1' })).body.error?.code).toBe('root_only');
    expect((await admin.post(`/user/${supportId}`, { username: 'support-x' })).body.error?.code).toBe('root_only');
    expect((await loggedIn(server.url, 'support')).cookies.has('session')).toBe(true);
    const renamed = await root.post<ManagedUser>(`/user/${supportId}`, { username: 'support-x' });
    expect(renamed.status).toBe(200);
    expect((await root.post<ManagedUser>(`/user/${supportId}`, { username: 'support' })).status).toBe(200);
    // An admin still edits their own credentials and other roles' users.
    expect((await admin.post(`/user/${ids.get('trader2')}`, { comment: 'ok' })).status).toBe(200);
  });

  it('an admin renamed "root" is not root: no merchant withdrawal, no root wallet', async () => {
    expect((await root.post<ManagedUser>(`/user/${ids.get('root')}`, { username: 'owner' })).status).toBe(200);
    expect((await admin.post<ManagedUser>(`/user/${ids.get('admin')}`, { username: 'root' })).status).toBe(200);
    const impostor = await loggedIn(server.url, 'root', 'admin-demo-1');
    expect((await impostor.get<{ is_root: boolean }>('/user/current')).body.data!.is_root).toBe(false);
    const refused = await impostor.post('/wallet/merchant_withdrawal', withdrawal());
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('root_only');
    const holders = (await impostor.get<{ items: WalletHolder[] }>('/wallet?count=100')).body.data!.items;
    expect(holders.filter((holder) => holder.holder.is_root).map((holder) => holder.holder.uuid)).toEqual([ids.get('root')]);
    // The real root, under its new name, still is.
    const owner = await loggedIn(server.url, 'owner', 'root-demo-1');
    expect((await owner.get<{ is_root: boolean }>('/user/current')).body.data!.is_root).toBe(true);
    const [row] = await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM users WHERE is_root');
    expect(row!.count).toBe(1);
  });
});
