import type { AuditEntry, CurrentUser, ManagedUser } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, TestClient } from '../../../test/http-client';
import { startTestServer, type TestServer } from '../../../test/harness';
import { totp } from '../auth/totp.util';
import { getUserBalances, postTransfer } from '../ledger/ledger.service';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer({ startJobs: false });
  admin = await loggedIn(server.url, 'admin');
});
afterAll(() => server.close());

type Created = { user: ManagedUser; invite_link: string | null };
type Details = { user: ManagedUser; history: AuditEntry[] };

const createTrader = async (username: string, profile: Record<string, unknown>) => {
  const answer = await admin.post<Created>('/user', { username, password: 'secret-pass-1', type: 'trader', profile });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data!.user;
};
const traderProfile = (user: ManagedUser) => {
  if (user.profile?.kind !== 'trader') throw new Error('not a trader');
  return user.profile;
};
const details = async (uuid: string) => (await admin.get<Details>(`/user/${uuid}`)).body.data!;

describe('trader insurance', () => {
  it('requires an amount when insurance is on and creates nobody without it', async () => {
    const answer = await admin.post('/user', {
      username: 'ins_missing',
      password: 'secret-pass-1',
      type: 'trader',
      profile: { insurance_required: true, insurance_payment_amount: null },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error?.fields?.['profile.insurance_payment_amount']).toBe('is required');
    admin.language = 'ru';
    const ru = await admin.post('/user', {
      username: 'ins_missing',
      password: 'secret-pass-1',
      type: 'trader',
      profile: { insurance_required: true },
    });
    admin.language = 'en';
    expect(ru.status).toBe(422);
    expect(ru.body.error?.fields?.['profile.insurance_payment_amount']).not.toBe('is required');
    expect(await server.db.query("SELECT 1 FROM users WHERE username = 'ins_missing'")).toHaveLength(0);
  });

  it('with 0 due or insurance off, lets the trader work at once', async () => {
    const zero = await createTrader('ins_zero', { insurance_required: true, insurance_payment_amount: '0' });
    expect(traderProfile(zero)).toMatchObject({ insurance_paid: true, insurance_payment_amount: { amount: '0.000000' } });
    const off = await createTrader('ins_off', { insurance_required: false, insurance_payment_amount: '50' });
    expect(traderProfile(off)).toMatchObject({ insurance_paid: true, insurance_payment_amount: null });
    const session = await loggedIn(server.url, 'ins_zero', 'secret-pass-1');
    expect((await session.get<CurrentUser>('/user/current')).body.data!.profile?.insurance_paid).toBe(true);
  });

  it('with an amount due, keeps the trader locked until an admin marks it settled (audited)', async () => {
    const trader = await createTrader('ins_due', { insurance_required: true, insurance_payment_amount: '100' });
    expect(traderProfile(trader).insurance_paid).toBe(false);
    const support = await loggedIn(server.url, 'support');
    expect((await support.post(`/user/${trader.uuid}/insurance/settle`)).status).toBe(403);

    const settled = await admin.post<ManagedUser>(`/user/${trader.uuid}/insurance/settle`);
    expect(settled.status).toBe(200);
    expect(traderProfile(settled.body.data!).insurance_paid).toBe(true);
    // Nothing moved in the ledger: the admin's word settles it.
    expect(await getUserBalances(server.db, trader.uuid, 'USDT')).toEqual({ available: 0n, held: 0n, insurance: 0n });
    const { history } = await details(trader.uuid);
    expect(history[0]).toMatchObject({ action: 'user.insurance_settled', actor: { username: 'admin' } });
    expect(history[0]!.changes).toContainEqual({ field: 'profile.insurance_paid', before: false, after: true });

    const again = await admin.post(`/user/${trader.uuid}/insurance/settle`);
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('insurance_already_paid');
  });

  it('refuses to settle the insurance of a user who is not a trader', async () => {
    const merchant = (await server.db.query<{ id: string }>("SELECT id FROM users WHERE username = 'merchant'"))[0]!;
    const answer = await admin.post(`/user/${merchant.id}/insurance/settle`);
    expect(answer.status).toBe(409);
    expect(answer.body.error?.code).toBe('not_a_trader');
  });

  it('a changed amount is checked at once: lowered to 0 unlocks, one the balance covers is taken from it', async () => {
    const lowered = await createTrader('ins_lower', { insurance_required: true, insurance_payment_amount: '100' });
    const answer = await admin.post<ManagedUser>(`/user/${lowered.uuid}`, { profile: { insurance_payment_amount: '0' } });
    expect(answer.status).toBe(200);
    expect(traderProfile(answer.body.data!).insurance_paid).toBe(true);
    expect((await details(lowered.uuid)).history[0]!.changes).toContainEqual(
      expect.objectContaining({ field: 'profile.insurance_payment_amount' }),
    );

    const covered = await createTrader('ins_covered', { insurance_required: true, insurance_payment_amount: '500' });
    await server.db.transaction((tx) =>
      postTransfer(tx, {
        from: { system: 'world' },
        to: { owner: covered.uuid, part: 'available' },
        currency: 'USDT',
        amount: 80_000_000n,
        kind: 'deposit',
        reference: { type: 'user', id: covered.uuid },
        idempotencyKey: 'standing-covered-1',
      }),
    );
    const changed = await admin.post<ManagedUser>(`/user/${covered.uuid}`, { profile: { insurance_payment_amount: '30' } });
    expect(traderProfile(changed.body.data!).insurance_paid).toBe(true);
    expect(await getUserBalances(server.db, covered.uuid, 'USDT')).toEqual({ available: 50_000_000n, held: 0n, insurance: 30_000_000n });
  });
});

describe("an admin resets a user's two-factor", () => {
  it('turns it off, ends every session of the user, and records who did it', async () => {
    const merchant = await loggedIn(server.url, 'merchant');
    const { secret } = (await merchant.post<{ secret: string }>('/secretGoogleAuth', { current_password: 'merchant-demo-1' })).body.data!;
    expect((await merchant.post('/secretGoogleAuth/verify', { code: totp(secret) })).status).toBe(200);
    const uuid = (await merchant.get<CurrentUser>('/user/current')).body.data!.uuid;

    const support = await loggedIn(server.url, 'support');
    expect((await support.post(`/user/${uuid}/two_factor/reset`)).status).toBe(403);
    expect((await merchant.get('/user/current')).status).toBe(200);

    const reset = await admin.post<ManagedUser>(`/user/${uuid}/two_factor/reset`);
    expect(reset.status).toBe(200);
    expect(reset.body.data!.two_factor).toBe(false);
    expect((await merchant.get('/user/current')).status).toBe(401);
    const fresh = new TestClient(server.url);
    expect((await fresh.login('merchant', 'merchant-demo-1')).status).toBe(200);

    const { history } = await details(uuid);
    expect(history[0]).toMatchObject({ action: 'user.two_factor_reset', actor: { username: 'admin' } });
    expect(history[0]!.changes).toContainEqual({ field: 'two_factor', before: true, after: false });

    const again = await admin.post(`/user/${uuid}/two_factor/reset`);
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('two_factor_off');
  });

  it("leaves another admin's two-factor to the root", async () => {
    const root = await loggedIn(server.url, 'root');
    const other = await loggedIn(server.url, 'support');
    const { secret } = (await other.post<{ secret: string }>('/secretGoogleAuth', { current_password: 'support-demo-1' })).body.data!;
    expect((await other.post('/secretGoogleAuth/verify', { code: totp(secret) })).status).toBe(200);
    const uuid = (await other.get<CurrentUser>('/user/current')).body.data!.uuid;
    expect((await admin.post(`/user/${uuid}/two_factor/reset`)).body.error?.code).toBe('root_only');
    expect((await root.post<ManagedUser>(`/user/${uuid}/two_factor/reset`)).body.data?.two_factor).toBe(false);
  });
});
