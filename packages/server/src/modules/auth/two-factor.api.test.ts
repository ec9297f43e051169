import type { CurrentUser } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, TestClient } from '../../../test/http-client';
import { startTestServer, type TestServer } from '../../../test/harness';
import { totp, TOTP_STEP_SECONDS } from './totp.util';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ startJobs: false, env: { REQUIRE_2FA_FOR: 'admin' } });
});
afterAll(() => server.close());

const enable = async (client: TestClient, password: string) => {
  const wrong = await client.post('/secretGoogleAuth', { current_password: 'not-my-password' });
  expect(wrong.body.error?.code).toBe('password_incorrect');
  const { secret } = (await client.post<{ secret: string }>('/secretGoogleAuth', { current_password: password })).body.data!;
  const verified = await client.post<{ recovery_codes: string[] }>('/secretGoogleAuth/verify', { code: totp(secret) });
  expect(verified.status).toBe(200);
  return { secret, codes: verified.body.data!.recovery_codes };
};

const login = async (username: string, password: string, code?: string) => {
  const client = new TestClient(server.url);
  return { client, answer: await client.login(username, password, code) };
};

describe('two-factor recovery codes', () => {
  it('are shown once at enrolment, stored hashed, and each logs in once', async () => {
    const merchant = await loggedIn(server.url, 'merchant');
    const { codes } = await enable(merchant, 'merchant-demo-1');
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const stored = await server.db.query<{ code_hash: string }>('SELECT code_hash FROM two_factor_recovery_codes');
    expect(stored.map((row) => row.code_hash)).not.toContain(codes[0]);

    const first = await login('merchant', 'merchant-demo-1', codes[0]!.toUpperCase());
    expect(first.answer.status).toBe(200);
    const again = await login('merchant', 'merchant-demo-1', codes[0]);
    expect(again.answer.body.error?.code).toBe('two_factor_invalid');
    expect((await login('merchant', 'merchant-demo-1', 'aaaaa-bbbbb')).answer.body.error?.code).toBe('two_factor_invalid');
  });

  it('are replaced with the password; the old ones stop working', async () => {
    const partner = await loggedIn(server.url, 'partner');
    const { codes: old } = await enable(partner, 'partner-demo-1');
    expect((await partner.post('/secretGoogleAuth/recovery_codes', { current_password: 'wrong-one' })).body.error?.code).toBe(
      'password_incorrect',
    );
    const fresh = (
      await partner.post<{ recovery_codes: string[] }>('/secretGoogleAuth/recovery_codes', { current_password: 'partner-demo-1' })
    ).body.data!.recovery_codes;
    expect(fresh).not.toEqual(old);
    expect((await login('partner', 'partner-demo-1', old[1])).answer.body.error?.code).toBe('two_factor_invalid');
    expect((await login('partner', 'partner-demo-1', fresh[1])).answer.status).toBe(200);
  });
});

describe('turning two-factor off', () => {
  it('needs the current password and a current code; then a login needs no code', async () => {
    const agent = await loggedIn(server.url, 'agent');
    const { secret } = await enable(agent, 'agent-demo-1');
    const next = totp(secret, Date.now() + TOTP_STEP_SECONDS * 1000);
    const wrong = await agent.post('/secretGoogleAuth/disable', { current_password: 'guess-guess', code: next });
    expect(wrong.body.error?.code).toBe('password_incorrect');
    const noCode = await agent.post('/secretGoogleAuth/disable', { current_password: 'agent-demo-1' });
    expect(noCode.status).toBe(422);
    expect(noCode.body.error?.fields?.code).toBeTruthy();
    const badCode = await agent.post('/secretGoogleAuth/disable', {
      current_password: 'agent-demo-1',
      code: next === '000000' ? '111111' : '000000',
    });
    expect(badCode.body.error?.code).toBe('two_factor_invalid');
    expect((await agent.get<CurrentUser>('/user/current')).body.data!.two_factor).toBe(true);
    expect((await login('agent', 'agent-demo-1')).answer.body.error?.code).toBe('two_factor_required');

    expect((await agent.post('/secretGoogleAuth/disable', { current_password: 'agent-demo-1', code: next })).status).toBe(200);
    expect((await agent.get<CurrentUser>('/user/current')).body.data!.two_factor).toBe(false);
    expect((await login('agent', 'agent-demo-1')).answer.status).toBe(200);
    // The old secret is gone: enrolling again gives a new one.
    const again = (await agent.post<{ secret: string }>('/secretGoogleAuth', { current_password: 'agent-demo-1' })).body.data!;
    expect(again.secret).not.toBe(secret);
  });

  it('takes a recovery code instead of the app code, once', async () => {
    const trader = await loggedIn(server.url, 'trader2');
    const { codes } = await enable(trader, 'trader2-demo-1');
    expect((await trader.post('/secretGoogleAuth/disable', { current_password: 'trader2-demo-1', code: codes[3] })).status).toBe(200);
    expect((await trader.get<CurrentUser>('/user/current')).body.data!.two_factor).toBe(false);
  });
});

describe('two-factor required for admins (REQUIRE_2FA_FOR=admin)', () => {
  it('an admin without it reaches only the current user, its setup and logout, then everything once it is on', async () => {
    const admin = await loggedIn(server.url, 'admin');
    const current = (await admin.get<CurrentUser>('/user/current')).body.data!;
    expect(current.two_factor_setup_required).toBe(true);
    const blocked = await admin.get('/user');
    expect(blocked.status).toBe(403);
    expect(blocked.body.error?.code).toBe('two_factor_setup_required');
    expect(blocked.body.error?.message).toBe('Turn on two-factor authentication in the settings first.');
    expect((await admin.post('/user/block', { uuid: current.uuid, comment: 'x' })).body.error?.code).toBe('two_factor_setup_required');

    const { secret } = (await admin.post<{ secret: string }>('/secretGoogleAuth', { current_password: 'admin-demo-1' })).body.data!;
    expect((await admin.post('/secretGoogleAuth/verify', { code: totp(secret) })).status).toBe(200);
    expect((await admin.get<CurrentUser>('/user/current')).body.data!.two_factor_setup_required).toBe(false);
    expect((await admin.get('/user')).status).toBe(200);
    const next = totp(secret, Date.now() + TOTP_STEP_SECONDS * 1000);
    expect((await login('admin', 'admin-demo-1', next)).answer.status).toBe(200);
  });

  it('other roles are not held back', async () => {
    const trader = await loggedIn(server.url, 'trader');
    expect((await trader.get<CurrentUser>('/user/current')).body.data!.two_factor_setup_required).toBe(false);
    expect((await trader.get('/trader/requisite')).status).toBe(200);
  });
});
