import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, TestClient } from '../../../test/http-client';
import { startTestServer, type TestServer } from '../../../test/harness';
import { openSocket } from '../../../test/ws-client';
import { sha256 } from '../../shared/crypto';
import { createPasswordSetupToken } from './auth.repository';
import { totp } from './totp.util';

const LIMIT = 5;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    startJobs: false,
    env: { TRUST_PROXY: '127.0.0.1', LOGIN_MAX_FAILURES_PER_USER: String(LIMIT), LOGIN_MAX_FAILURES_PER_IP: '1000' },
  });
});
afterAll(() => server.close());

let lastAddress = 0;
/** A client behind the trusted proxy, with an address of its own so the per-address limit stays out of the way. */
const client = () => {
  const c = new TestClient(server.url);
  c.ip = `10.9.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;
  return c;
};
const codes = (answers: { body: { error?: { code: string } } }[]) =>
  answers.reduce<Record<string, number>>((counts, answer) => {
    const code = answer.body.error?.code ?? 'ok';
    counts[code] = (counts[code] ?? 0) + 1;
    return counts;
  }, {});

describe('attempts are counted before the slow work, so parallel guesses cannot outrun the limit', () => {
  it('40 parallel wrong passwords: only the limit is tried, the rest are throttled', async () => {
    const c = client();
    await c.get('/csrf-cookie');
    const answers = await Promise.all(Array.from({ length: 40 }, () => c.post('/login', { username: 'agent', password: 'wrong-guess-1' })));
    expect(codes(answers)).toEqual({ invalid_credentials: LIMIT, too_many_attempts: 40 - LIMIT });
    // The right password is throttled too until the window passes.
    expect((await client().login('agent', 'agent-demo-1')).body.error?.code).toBe('too_many_attempts');
  });

  it('30 parallel wrong two-factor codes with the right password: only the limit is tried', async () => {
    const owner = await loggedIn(server.url, 'partner');
    const { secret } = (await owner.post<{ secret: string }>('/secretGoogleAuth', { current_password: 'partner-demo-1' })).body.data!;
    expect((await owner.post('/secretGoogleAuth/verify', { code: totp(secret) })).status).toBe(200);
    const c = client();
    await c.get('/csrf-cookie');
    const wrong = totp(secret) === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => c.post('/login', { username: 'partner', password: 'partner-demo-1', code: wrong })),
    );
    expect(codes(answers)).toEqual({ two_factor_invalid: LIMIT, too_many_attempts: 30 - LIMIT });
  });

  it('asking for the code after a right password is not a failure', async () => {
    const c = client();
    for (let i = 0; i < LIMIT + 2; i++)
      expect((await c.login('partner', 'partner-demo-1')).body.error?.code).not.toBe('invalid_credentials');
  });

  it('20 parallel guesses of the current password: only the limit is tried', async () => {
    const c = await loggedIn(server.url, 'merchant');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        c.post('/user/password', { current_password: 'guess-it-1', new_password: 'fresh-pass-77', confirm_password: 'fresh-pass-77' }),
      ),
    );
    expect(codes(answers)).toEqual({ password_incorrect: LIMIT, too_many_attempts: 20 - LIMIT });
    expect((await client().login('merchant', 'merchant-demo-1')).status).toBe(200);
  });

  it('20 parallel unknown invite codes: only the limit is checked, and the address is throttled', async () => {
    const c = client();
    await c.get('/csrf-cookie');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        c.post('/password/setup', { code: `not-a-code-${i}`, new_password: 'fresh-pass-77', confirm_password: 'fresh-pass-77' }),
      ),
    );
    expect(codes(answers)).toEqual({ invite_invalid: LIMIT, too_many_attempts: 20 - LIMIT });
  });
});

describe('password policy', () => {
  it('refuses fewer than 8 characters and the most common passwords, in English and in Russian', async () => {
    const c = await loggedIn(server.url, 'trader2');
    const short = await c.post('/user/password', {
      current_password: 'trader2-demo-1',
      new_password: 'abc4567',
      confirm_password: 'abc4567',
    });
    expect(short.body.error?.fields?.new_password).toBe('must be at least 8 characters');
    const common = await c.post('/user/password', {
      current_password: 'trader2-demo-1',
      new_password: 'Password1',
      confirm_password: 'Password1',
    });
    expect(common.status).toBe(422);
    expect(common.body.error?.fields?.new_password).toBe('is one of the most common passwords; choose another');
    c.language = 'ru';
    const ru = await c.post('/user/password', {
      current_password: 'trader2-demo-1',
      new_password: 'qwertyuiop',
      confirm_password: 'qwertyuiop',
    });
    expect(ru.body.error?.fields?.new_password).toBe('входит в список самых распространённых паролей; выберите другой');
    const admin = await loggedIn(server.url, 'admin');
    const blank = await admin.post('/user', { username: 'blank_pw', password: '        ', type: 'agent' });
    expect(blank.body.error?.fields?.password).toBe('is required');
    const created = await admin.post('/user', { username: 'common_pw', password: 'iloveyou', type: 'agent' });
    expect(created.body.error?.fields?.password).toBe('is one of the most common passwords; choose another');
  });

  it('keeps a password exactly as chosen: spaces count, 64 characters and more work', async () => {
    const admin = await loggedIn(server.url, 'admin');
    const spaced = '  two words here  ';
    const created = await admin.post('/user', { username: 'spaced_pw', password: spaced, type: 'agent' });
    expect(created.status).toBe(200);
    expect((await client().login('spaced_pw', spaced)).status).toBe(200);
    expect((await client().login('spaced_pw', spaced.trim())).body.error?.code).toBe('invalid_credentials');
    const long = 'correct horse battery staple '.repeat(4).slice(0, 100);
    expect((await admin.post('/user', { username: 'long_pw', password: long, type: 'agent' })).status).toBe(200);
    expect((await client().login('long_pw', long)).status).toBe(200);
  });
});

describe('a password change', () => {
  it('ends every other session of the user and closes their sockets; the current one stays', async () => {
    const here = await loggedIn(server.url, 'support');
    const there = await loggedIn(server.url, 'support');
    const current = (await there.get<{ uuid: string; ws_token: string }>('/user/current')).body.data!;
    const socket = await openSocket(server.url);
    socket.auth(current.uuid, current.ws_token);
    await socket.next('auth.ok');
    const changed = await here.post('/user/password', {
      current_password: 'support-demo-1',
      new_password: 'support-new-77',
      confirm_password: 'support-new-77',
    });
    expect(changed.status).toBe(200);
    expect(await socket.closed).toBe(4401);
    expect((await there.get('/user/current')).status).toBe(401);
    expect((await here.get('/user/current')).status).toBe(200);
  });

  it('an invite code sets the password and ends every session', async () => {
    const admin = await loggedIn(server.url, 'admin');
    const users = (await admin.get<{ items: { uuid: string; username: string }[] }>('/user?filter[username]=trader')).body.data!.items;
    const target = users.find((user) => user.username === 'trader')!;
    const session = await loggedIn(server.url, 'trader');
    await createPasswordSetupToken(server.db, sha256('known-invite-code'), target.uuid, 1);
    const guest = client();
    await guest.get('/csrf-cookie');
    const set = await guest.post('/password/setup', {
      code: 'known-invite-code',
      new_password: 'trader-new-77',
      confirm_password: 'trader-new-77',
    });
    expect(set.status).toBe(200);
    expect((await session.get('/user/current')).status).toBe(401);
    expect((await client().login('trader', 'trader-new-77')).status).toBe(200);
  });
});

describe('client addresses', () => {
  it('X-Forwarded-For from an untrusted peer is ignored: a client cannot pick a new address per try', async () => {
    const direct = await startTestServer({ startJobs: false, seed: false, env: { LOGIN_MAX_FAILURES_PER_IP: '3' } });
    try {
      const c = new TestClient(direct.url);
      await c.get('/csrf-cookie');
      const answers: string[] = [];
      for (let i = 0; i < 5; i++) {
        c.ip = `203.0.113.${i + 1}`;
        answers.push((await c.post('/login', { username: `nobody${i}`, password: 'whatever-1' })).body.error!.code);
      }
      expect(answers).toEqual([
        'invalid_credentials',
        'invalid_credentials',
        'invalid_credentials',
        'too_many_attempts',
        'too_many_attempts',
      ]);
    } finally {
      await direct.close();
    }
  });
});
