import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, TestClient } from '../../../test/http-client';
import { startTestServer, type TestServer } from '../../../test/harness';
import { sha256 } from '../../shared/crypto';
import { createPasswordSetupToken } from './auth.repository';
import { totp, TOTP_STEP_SECONDS } from './totp.util';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1', LOGIN_MAX_FAILURES_PER_USER: '3', LOGIN_MAX_FAILURES_PER_IP: '6' } });
});
afterAll(() => server.close());

const client = (ip = `10.0.0.${Math.floor(Math.random() * 250) + 1}`) => {
  const c = new TestClient(server.url);
  c.ip = ip;
  return c;
};

describe('csrf-cookie', () => {
  it('sets a readable XSRF-TOKEN cookie', async () => {
    const c = client();
    const answer = await c.get('/csrf-cookie');
    expect(answer.status).toBe(200);
    const cookie = answer.headers.getSetCookie().find((value) => value.startsWith('XSRF-TOKEN='));
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(c.cookies.get('XSRF-TOKEN')!.length).toBeGreaterThanOrEqual(32);
  });
});

describe('login', () => {
  it('refuses a state-changing call without the matching X-XSRF-TOKEN header', async () => {
    const c = client();
    await c.get('/csrf-cookie');
    const missing = await c.request('POST', '/login', { body: { username: 'admin', password: 'admin-demo-1' }, csrf: false });
    expect(missing.status).toBe(419);
    expect(missing.body.error?.code).toBe('csrf');
    const wrong = await c.request('POST', '/login', {
      body: { username: 'admin', password: 'admin-demo-1' },
      csrf: false,
      headers: { 'x-xsrf-token': 'not-the-cookie' },
    });
    expect(wrong.status).toBe(419);
    expect(c.cookies.has('session')).toBe(false);
  });

  it('names every missing field, in English and in Russian', async () => {
    const c = client();
    await c.get('/csrf-cookie');
    const en = await c.post('/login', { username: '', password: '' });
    expect(en.status).toBe(422);
    expect(en.body.error?.fields).toEqual({ username: 'is required', password: 'is required' });
    expect(en.body.error?.message).toBe('Username: is required');
    c.language = 'ru';
    const ru = await c.post('/login', {});
    expect(ru.body.error?.fields?.username).toBe('обязательно для заполнения');
    expect(ru.body.error?.localized_message).toBe('Имя пользователя: обязательно для заполнения');
  });

  it('refuses a wrong password with a localized message and grants no session', async () => {
    const c = client();
    c.language = 'ru';
    const answer = await c.login('merchant', 'wrong-password');
    expect(answer.status).toBe(401);
    expect(answer.body.error).toMatchObject({ code: 'invalid_credentials', message: 'Неверное имя пользователя или пароль.' });
    expect(c.cookies.has('session')).toBe(false);
  });

  it('opens a session in an httpOnly, SameSite=Lax cookie', async () => {
    const c = client();
    const answer = await c.login('merchant', 'merchant-demo-1');
    expect(answer.status).toBe(200);
    const cookie = answer.headers.getSetCookie().find((value) => value.startsWith('session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(c.cookies.get('session')).toMatch(/^[\w-]{22}$/); // 128 bits, base64url
    expect((await c.get('/user/current')).status).toBe(200);
  });

  it('marks the cookie Secure when served over HTTPS', async () => {
    const c = client();
    await c.get('/csrf-cookie');
    const answer = await c.request('POST', '/login', {
      body: { username: 'agent', password: 'agent-demo-1' },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie().find((value) => value.startsWith('__Host-session='))).toMatch(/; Secure/i);
  });

  it('gives a new session id at login and kills the old one', async () => {
    const c = await loggedIn(server.url, 'partner');
    const first = c.cookies.get('session')!;
    await c.login('partner', 'partner-demo-1');
    const second = c.cookies.get('session')!;
    expect(second).not.toBe(first);
    const stale = new TestClient(server.url);
    stale.cookies.set('session', first);
    expect((await stale.get('/user/current')).status).toBe(401);
    expect((await c.get('/user/current')).status).toBe(200);
  });

  it('refuses a blocked or an inactive user even with the right password', async () => {
    await server.db.query("UPDATE users SET is_blocked = true WHERE username = 'trader2'");
    const blocked = await client().login('trader2', 'trader2-demo-1');
    expect(blocked.status).toBe(403);
    expect(blocked.body.error?.code).toBe('user_blocked');
    await server.db.query("UPDATE users SET is_blocked = false, is_active = false WHERE username = 'trader2'");
    const inactive = await client().login('trader2', 'trader2-demo-1');
    expect(inactive.body.error?.code).toBe('user_inactive');
    await server.db.query("UPDATE users SET is_active = true WHERE username = 'trader2'");
    expect((await client().login('trader2', 'trader2-demo-1')).status).toBe(200);
  });

  it('ends a live session as soon as its user is blocked', async () => {
    const c = await loggedIn(server.url, 'trader2');
    await server.db.query("UPDATE users SET is_blocked = true WHERE username = 'trader2'");
    expect((await c.get('/user/current')).status).toBe(401);
    await server.db.query("UPDATE users SET is_blocked = false WHERE username = 'trader2'");
  });

  it('throttles a username after repeated failures, whatever the address, with a clear message', async () => {
    await server.db.query(
      "INSERT INTO users (id, username, type, invite_code, api_key) SELECT gen_random_uuid(), 'victim', 'agent', 'VICTIMCODE', 'victim-key'",
    );
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await client().login('victim', 'nope')).status).toBe(401);
    const throttled = await client().login('victim', 'nope');
    expect(throttled.status).toBe(429);
    expect(throttled.body.error?.message).toMatch(/Too many failed attempts\. Try again in \d+ min\./);
    const ru = client();
    ru.language = 'ru';
    expect((await ru.login('victim', 'nope')).body.error?.message).toMatch(/Слишком много неудачных попыток/);
  });

  it('throttles a client address that tries many usernames', async () => {
    const ip = '10.9.9.9';
    for (let attempt = 0; attempt < 6; attempt += 1) await client(ip).login(`nobody${attempt}`, 'nope');
    const throttled = await client(ip).login('admin', 'admin-demo-1');
    expect(throttled.status).toBe(429);
    expect((await client('10.9.9.10').login('admin', 'admin-demo-1')).status).toBe(200);
  });
});

describe('session lifetime', () => {
  it('ends the session at logout', async () => {
    const c = await loggedIn(server.url, 'admin');
    const cookie = c.cookies.get('session')!;
    expect((await c.post('/logout')).status).toBe(200);
    expect(c.cookies.has('session')).toBe(false);
    const replay = new TestClient(server.url);
    replay.cookies.set('session', cookie);
    expect((await replay.get('/user/current')).status).toBe(401);
  });

  it('ends an idle session and one past its absolute lifetime', async () => {
    const idle = await loggedIn(server.url, 'admin');
    await server.db.query(`UPDATE sessions SET last_seen_at = now() - interval '3 hours' WHERE id_hash = $1`, [
      sha256(idle.cookies.get('session')!),
    ]);
    expect((await idle.get('/user/current')).status).toBe(401);
    const old = await loggedIn(server.url, 'admin');
    await server.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id_hash = $1`, [
      sha256(old.cookies.get('session')!),
    ]);
    expect((await old.get('/user/current')).status).toBe(401);
  });

  it('answers 401 without a session', async () => {
    const answer = await client().get('/user/current');
    expect(answer.status).toBe(401);
    expect(answer.body.error?.code).toBe('unauthenticated');
  });
});

describe('password change', () => {
  it('checks lengths, the current password and the confirmation, then changes it', async () => {
    const c = await loggedIn(server.url, 'support');
    const short = await c.post('/user/password', {
      current_password: 'support-demo-1',
      new_password: '  abc  ',
      confirm_password: '  abc  ',
    });
    expect(short.status).toBe(422);
    expect(short.body.error?.fields?.new_password).toBe('must be at least 8 characters');
    const mismatch = await c.post('/user/password', {
      current_password: 'support-demo-1',
      new_password: 'new-pass-1',
      confirm_password: 'new-pass-2',
    });
    expect(mismatch.body.error?.fields?.confirm_password).toBe('Passwords do not match');
    const wrong = await c.post('/user/password', {
      current_password: 'not-my-password',
      new_password: 'new-pass-1',
      confirm_password: 'new-pass-1',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error?.code).toBe('password_incorrect');

    const done = await c.post('/user/password', {
      current_password: 'support-demo-1',
      new_password: 'new-pass-1',
      confirm_password: 'new-pass-1',
    });
    expect(done.status).toBe(200);
    expect((await client().login('support', 'support-demo-1')).status).toBe(401);
    expect((await client().login('support', 'new-pass-1')).status).toBe(200);
    const audit = await server.db.query(
      "SELECT action FROM audit_log a JOIN users u ON u.id = a.entity_id::uuid WHERE u.username = 'support'",
    );
    expect(audit.map((row) => row.action)).toContain('user.password_changed');
  });
});

describe('password setup by invite code', () => {
  const issueCode = async (username: string, hours = 72) => {
    const code = `code-${username}-${hours}-${Math.random()}`;
    const [user] = await server.db.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [username]);
    await createPasswordSetupToken(server.db, sha256(code), user!.id, hours);
    return code;
  };

  it('sets the password once with a valid code', async () => {
    const code = await issueCode('agent');
    const c = client();
    await c.get('/csrf-cookie');
    expect((await c.post('/password/setup', { new_password: 'invited-1', confirm_password: 'invited-2', code })).status).toBe(422);
    expect((await c.post('/password/setup', { new_password: 'invited-1', confirm_password: 'invited-1', code })).status).toBe(200);
    expect((await client().login('agent', 'invited-1')).status).toBe(200);
    const reused = await c.post('/password/setup', { new_password: 'invited-3', confirm_password: 'invited-3', code });
    expect(reused.status).toBe(422);
    expect(reused.body.error?.code).toBe('invite_invalid');
  });

  it('refuses an unknown or expired code', async () => {
    const c = client();
    await c.get('/csrf-cookie');
    expect(
      (await c.post('/password/setup', { new_password: 'invited-1', confirm_password: 'invited-1', code: 'made-up' })).body.error?.code,
    ).toBe('invite_invalid');
    const expired = await issueCode('partner', 0);
    expect(
      (await c.post('/password/setup', { new_password: 'invited-1', confirm_password: 'invited-1', code: expired })).body.error?.code,
    ).toBe('invite_invalid');
  });
});

describe('two-factor', () => {
  it('is enabled with a valid code, then required at login, each code accepted once', async () => {
    const c = await loggedIn(server.url, 'root');
    const secret = await c.post<{ secret: string; uri: string; qr: string }>('/secretGoogleAuth', { current_password: 'root-demo-1' });
    expect(secret.status).toBe(200);
    const { secret: key, uri, qr } = secret.body.data!;
    expect(uri).toContain(`secret=${key}`);
    expect(qr).toMatch(/^data:image\/png;base64,/);

    const bad = await c.post('/secretGoogleAuth/verify', { code: '000000' === totp(key) ? '111111' : '000000' });
    expect(bad.status).toBe(401);
    expect(bad.body.error?.code).toBe('two_factor_invalid');
    expect((await c.get<{ two_factor: boolean }>('/user/current')).body.data?.two_factor).toBe(false);

    expect((await c.post('/secretGoogleAuth/verify', { code: totp(key) })).status).toBe(200);
    expect((await c.get<{ two_factor: boolean }>('/user/current')).body.data?.two_factor).toBe(true);
    expect((await c.post('/secretGoogleAuth', { current_password: 'root-demo-1' })).status).toBe(409);

    const noCode = client();
    const asked = await noCode.login('root', 'root-demo-1');
    expect(asked.status).toBe(401);
    expect(asked.body.error?.code).toBe('two_factor_required');
    expect(noCode.cookies.has('session')).toBe(false);

    const wrongCode = await client().login('root', 'root-demo-1', totp(key) === '123456' ? '654321' : '123456');
    expect(wrongCode.body.error?.code).toBe('two_factor_invalid');

    // The current step was spent on enabling; the next one is within the ±1 window.
    const next = totp(key, Date.now() + TOTP_STEP_SECONDS * 1000);
    const withCode = client();
    expect((await withCode.login('root', 'root-demo-1', next)).status).toBe(200);
    expect((await withCode.get('/user/current')).status).toBe(200);
    const replayed = await client().login('root', 'root-demo-1', next);
    expect(replayed.status).toBe(401);
    expect(replayed.body.error?.code).toBe('two_factor_invalid');
  });
});
