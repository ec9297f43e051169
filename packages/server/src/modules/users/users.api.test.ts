import type { CurrentUser, ListAnswer, ManagedUser } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, TestClient } from '../../../test/http-client';
import { startTestServer, type TestServer } from '../../../test/harness';
import { openSocket } from '../../../test/ws-client';
import { postTransfer } from '../ledger/ledger.service';

let server: TestServer;
let admin: TestClient;
let agentId: string;
let partnerId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await loggedIn(server.url, 'admin');
  const ids = await server.db.query<{ id: string; username: string }>(
    "SELECT id, username FROM users WHERE username IN ('agent', 'partner')",
  );
  agentId = ids.find((row) => row.username === 'agent')!.id;
  partnerId = ids.find((row) => row.username === 'partner')!.id;
});
afterAll(() => server.close());

type Created = { user: ManagedUser; invite_link: string | null };
const create = (body: Record<string, unknown>) => admin.post<Created>('/user', body);

describe('create', () => {
  it('creates a trader with two teamleads, fees, and the profile the form set', async () => {
    const answer = await create({
      username: 'trader_new',
      password: 'secret-1',
      type: 'trader',
      comment: '',
      email: '',
      profile: {
        withdraw_open: true,
        deposit_open: false,
        insurance_payment_amount: '150.5',
        fees: [
          { direction: 'pay_in', min_amount: 0, max_amount: 499, percentage: 5.25 },
          { direction: 'pay_in', min_amount: 500, max_amount: null, percentage: '4' },
          { direction: 'pay_out', min_amount: 0, max_amount: null, percentage: 3 },
        ],
        teamleads: [
          { user_uuid: agentId, is_main: true, pay_in_percentage: 1.5, pay_out_percentage: 1 },
          { user_uuid: partnerId, is_main: false, pay_in_percentage: 0.5, pay_out_percentage: 0.25 },
        ],
      },
    });
    expect(answer.status).toBe(200);
    const { user } = answer.body.data!;
    expect(user).toMatchObject({ username: 'trader_new', type: 'trader', comment: null, email: null, is_active: true, is_blocked: false });
    expect(answer.body.data!.invite_link).toBeNull();
    expect(user.profile).toMatchObject({
      kind: 'trader',
      withdraw_open: true,
      deposit_open: false,
      insurance_payment_amount: { amount: '150.500000' },
      fees: [
        { direction: 'pay_in', min_amount: '0.000000', max_amount: '499.000000', percentage: '5.25' },
        { direction: 'pay_in', min_amount: '500.000000', max_amount: null, percentage: '4.00' },
        { direction: 'pay_out', min_amount: '0.000000', max_amount: null, percentage: '3.00' },
      ],
      teamleads: [
        { user_uuid: agentId, username: 'agent', is_main: true, pay_in_percentage: '1.50', pay_out_percentage: '1.00' },
        { user_uuid: partnerId, username: 'partner', is_main: false, pay_in_percentage: '0.50', pay_out_percentage: '0.25' },
      ],
    });
    expect(
      (await loggedIn(server.url, 'trader_new', 'secret-1').then((c) => c.get<CurrentUser>('/user/current'))).body.data?.username,
    ).toBe('trader_new');
  });

  it('gives a new trader the default fees of 5 % each way', async () => {
    const { user } = (await create({ username: 'trader_defaults', password: 'secret-1', type: 'trader' })).body.data!;
    expect(user.profile?.kind === 'trader' && user.profile.fees.map((fee) => [fee.direction, fee.percentage, fee.max_amount])).toEqual([
      ['pay_in', '5.00', null],
      ['pay_out', '5.00', null],
    ]);
  });

  it('refuses each invalid field with its message and creates nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: 'ab', password: 'secret-1', type: 'agent' }, 'username', 'must be at least 3 characters'],
      [{ username: 'bad name', password: 'secret-1', type: 'agent' }, 'username', 'may contain only letters, digits and . _ @ -'],
      [{ username: 'agent', password: 'secret-1', type: 'agent' }, 'username', 'is already taken'],
      [{ username: 'short_pw', password: '1234567', type: 'agent' }, 'password', 'must be at least 8 characters'],
      [{ username: 'no_pw', type: 'agent' }, 'password', 'is required'],
      [{ username: 'bad_mail', password: 'secret-1', type: 'agent', email: 'nope' }, 'email', 'must be a valid email address'],
      [{ username: 'bad_type', password: 'secret-1', type: 'boss' }, 'type', 'must be one of: admin, merchant, partner, agent, trader'],
      [
        { username: 'fee_step', password: 'secret-1', type: 'trader', profile: { fees: [{ direction: 'pay_in', percentage: '1.005' }] } },
        'profile.fees.0.percentage',
        'must be a number with at most 2 decimals',
      ],
      [
        { username: 'fee_big', password: 'secret-1', type: 'trader', profile: { fees: [{ direction: 'pay_in', percentage: 101 }] } },
        'profile.fees.0.percentage',
        'must not exceed 100',
      ],
      [
        {
          username: 'fee_minmax',
          password: 'secret-1',
          type: 'trader',
          profile: { fees: [{ direction: 'pay_in', min_amount: 10, max_amount: 5, percentage: 1 }] },
        },
        'profile.fees.0.max_amount',
        'must not be less than the minimum amount',
      ],
      [
        {
          username: 'fee_overlap',
          password: 'secret-1',
          type: 'trader',
          profile: {
            fees: [
              { direction: 'pay_in', min_amount: 0, max_amount: 500, percentage: 1 },
              { direction: 'pay_in', min_amount: 499.99, max_amount: null, percentage: 1 },
            ],
          },
        },
        'profile.fees',
        'fee ranges of one direction must not overlap',
      ],
      [
        {
          username: 'two_mains',
          password: 'secret-1',
          type: 'trader',
          profile: {
            teamleads: [
              { user_uuid: agentId, is_main: true, pay_in_percentage: 1, pay_out_percentage: 1 },
              { user_uuid: partnerId, is_main: true, pay_in_percentage: 1, pay_out_percentage: 1 },
            ],
          },
        },
        'profile.teamleads',
        'only one teamlead can be the main one',
      ],
    ];
    for (const [body, field, message] of cases) {
      const answer = await create(body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.error?.fields?.[field], JSON.stringify(answer.body)).toBe(message);
    }
    const [row] = await server.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM users WHERE username IN ('ab', 'bad name', 'short_pw', 'no_pw', 'bad_mail', 'bad_type', 'fee_step', 'fee_big', 'fee_minmax', 'fee_overlap', 'two_mains')",
    );
    expect(row!.count).toBe(0);
  });

  it('refuses a teamlead that cannot refer, with the message in Russian too', async () => {
    const [merchant] = await server.db.query<{ id: string }>("SELECT id FROM users WHERE username = 'merchant'");
    admin.language = 'ru';
    const answer = await create({
      username: 'bad_lead',
      password: 'secret-1',
      type: 'trader',
      profile: { teamleads: [{ user_uuid: merchant!.id, pay_in_percentage: 1, pay_out_percentage: 1 }] },
    });
    admin.language = 'en';
    expect(answer.status).toBe(422);
    expect(answer.body.error?.fields?.['profile.teamleads.0.user_uuid']).toBe(
      'должен быть агентом, партнёром или тимлидом и не самим пользователем',
    );
  });

  it('with an invite link drops the password and returns a link that sets it once', async () => {
    const answer = await create({ username: 'invited', password: 'ignored-1', type: 'merchant', create_invite_link: true });
    expect(answer.status).toBe(200);
    const link = new URL(answer.body.data!.invite_link!);
    expect(link.origin).toBe(server.config.publicUrl);
    expect(link.pathname).toBe('/invite_code');
    const code = link.searchParams.get('code')!;
    expect((await new TestClient(server.url).login('invited', 'ignored-1')).status).toBe(401);
    const guest = new TestClient(server.url);
    await guest.get('/csrf-cookie');
    expect((await guest.post('/password/setup', { code, new_password: 'chosen-1', confirm_password: 'chosen-1' })).status).toBe(200);
    expect((await new TestClient(server.url).login('invited', 'chosen-1')).status).toBe(200);
    expect((await guest.post('/password/setup', { code, new_password: 'again-11', confirm_password: 'again-11' })).body.error?.code).toBe(
      'invite_invalid',
    );
  });

  it('creates a merchant with referrals and percentages', async () => {
    const answer = await create({
      username: 'shop_two',
      password: 'secret-1',
      type: 'merchant',
      profile: {
        pay_in_percentage: 7.5,
        pay_out_percentage: 2,
        referrals: [{ user_uuid: partnerId, pay_in_percentage: 0.3, pay_out_percentage: 0.1 }],
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data!.user.profile).toEqual({
      kind: 'merchant',
      pay_in_percentage: '7.50',
      pay_out_percentage: '2.00',
      referrals: [
        { user: { uuid: partnerId, username: 'partner' }, user_uuid: partnerId, pay_in_percentage: '0.30', pay_out_percentage: '0.10' },
      ],
    });
  });
});

describe('update', () => {
  it('changes only the fields sent, turns blanks into null, and records who changed what', async () => {
    const { user } = (await create({ username: 'editable', password: 'secret-1', type: 'agent', comment: 'first', email: 'a@b.example' }))
      .body.data!;
    const answer = await admin.post<ManagedUser>(`/user/${user.uuid}`, { comment: 'second', email: '' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ username: 'editable', comment: 'second', email: null, is_active: true });
    const details = await admin.get<{
      user: ManagedUser;
      history: { action: string; actor: { username: string }; changes: { field: string; before: unknown; after: unknown }[] }[];
    }>(`/user/${user.uuid}`);
    const [latest, created] = details.body.data!.history;
    expect(latest).toMatchObject({ action: 'user.updated', actor: { username: 'admin' } });
    expect(latest!.changes).toEqual([
      { field: 'email', before: 'a@b.example', after: null },
      { field: 'comment', before: 'first', after: 'second' },
    ]);
    expect(created!.action).toBe('user.created');
  });

  it('refuses an empty password, a taken username, and changes nothing', async () => {
    const { user } = (await create({ username: 'keeps_name', password: 'secret-1', type: 'agent' })).body.data!;
    expect((await admin.post(`/user/${user.uuid}`, { password: '' })).body.error?.fields?.password).toBe('must be at least 8 characters');
    expect((await admin.post(`/user/${user.uuid}`, { username: 'AGENT' })).body.error?.fields?.username).toBe('is already taken');
    expect((await admin.get<{ user: ManagedUser }>(`/user/${user.uuid}`)).body.data!.user.username).toBe('keeps_name');
  });

  it('a new password ends the sessions of the user', async () => {
    const { user } = (await create({ username: 'pw_reset', password: 'secret-1', type: 'partner' })).body.data!;
    const session = await loggedIn(server.url, 'pw_reset', 'secret-1');
    expect((await admin.post(`/user/${user.uuid}`, { password: 'secret-2' })).status).toBe(200);
    expect((await session.get('/user/current')).status).toBe(401);
    expect((await new TestClient(server.url).login('pw_reset', 'secret-2')).status).toBe(200);
  });

  it("shows the user's wallets in the details: the USDT balance and each deposit address", async () => {
    const trader = await loggedIn(server.url, 'trader');
    const own = (await trader.get<{ wallets: { address: string | null }[] }>('/user/current')).body.data!.wallets;
    const address = own.find((wallet) => wallet.address !== null)!.address;
    const id = (await admin.get<{ items: ManagedUser[] }>('/user?filter[username]=trader')).body.data!.items.find(
      (user) => user.username === 'trader',
    )!.uuid;
    const details = (await admin.get<{ user: ManagedUser }>(`/user/${id}`)).body.data!.user;
    expect(details.wallets.map((wallet) => wallet.type.slug)).toEqual(['virtual', 'real']);
    expect(details.wallets[0]!.amount.currency.code).toBe('USDT');
    expect(details.wallets[1]!.address).toBe(address);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await admin.post('/user/01900000-0000-7000-8000-000000000000', { comment: 'x' })).status).toBe(404);
  });
});

describe('block and unblock', () => {
  it('refuses a blank comment and blocks nothing', async () => {
    const { user } = (await create({ username: 'blockee', password: 'secret-1', type: 'trader' })).body.data!;
    const answer = await admin.post('/user/block', { uuid: user.uuid, comment: '   ' });
    expect(answer.status).toBe(422);
    expect(answer.body.error?.fields?.comment).toBe('is required');
    expect((await admin.get<{ user: ManagedUser }>(`/user/${user.uuid}`)).body.data!.user.is_blocked).toBe(false);
  });

  it('blocks with a comment, ends the session and the websocket at once, and unblocks', async () => {
    const { user } = (await create({ username: 'blocked_live', password: 'secret-1', type: 'trader' })).body.data!;
    const session = await loggedIn(server.url, 'blocked_live', 'secret-1');
    const me = (await session.get<CurrentUser>('/user/current')).body.data!;
    const ws = await openSocket(server.url);
    ws.auth(me.uuid, me.ws_token);
    await ws.next('auth.ok');
    expect((await admin.get<ListAnswer<ManagedUser>>(`/user?filter[uuid]=${user.uuid}`)).body.data!.items[0]!.is_online).toBe(true);

    expect((await admin.post('/user/block', { uuid: user.uuid, comment: 'fraud suspected' })).status).toBe(200);
    await ws.next('session.ended');
    expect((await session.get('/user/current')).status).toBe(401);
    expect((await new TestClient(server.url).login('blocked_live', 'secret-1')).body.error?.code).toBe('user_blocked');
    const blocked = (await admin.get<{ user: ManagedUser }>(`/user/${user.uuid}`)).body.data!.user;
    expect(blocked).toMatchObject({ is_blocked: true, block_comment: 'fraud suspected' });
    expect((await admin.post('/user/block', { uuid: user.uuid, comment: 'again' })).body.error?.code).toBe('already_blocked');

    expect((await admin.post('/user/unblock', { uuid: user.uuid })).status).toBe(200);
    expect((await new TestClient(server.url).login('blocked_live', 'secret-1')).status).toBe(200);
    expect((await admin.post('/user/unblock', { uuid: user.uuid })).body.error?.code).toBe('not_blocked');
  });

  it('does not let an admin block themselves', async () => {
    const me = (await admin.get<CurrentUser>('/user/current')).body.data!;
    expect((await admin.post('/user/block', { uuid: me.uuid, comment: 'oops' })).body.error?.code).toBe('self_action');
  });
});

describe('list', () => {
  beforeAll(async () => {
    await server.db.query(`
      INSERT INTO users (id, username, type, invite_code, api_key, is_active, created_at)
      SELECT gen_random_uuid(), 'bulk_' || lpad(n::text, 3, '0'), 'merchant', 'BULK' || n, 'bulk-key-' || n, n % 3 <> 0,
             now() - make_interval(mins => n)
        FROM generate_series(1, 60) AS n`);
  });

  it('pages through a type with exact counts and no overlap', async () => {
    const first = (await admin.get<ListAnswer<ManagedUser>>('/user?filter[type]=merchant&filter[username]=bulk_&count=20&page=1')).body
      .data!;
    expect(first.context).toMatchObject({ total_count: 60, per_page: 20, current_page: 1, page_number: 3 });
    const seen = new Set<string>();
    for (let page = 1; page <= 3; page += 1) {
      const answer = (await admin.get<ListAnswer<ManagedUser>>(`/user?filter[type]=merchant&filter[username]=bulk_&count=20&page=${page}`))
        .body.data!;
      for (const item of answer.items) seen.add(item.uuid);
    }
    expect(seen.size).toBe(60);
    const last = (await admin.get<ListAnswer<ManagedUser>>('/user?filter[type]=merchant&filter[username]=bulk_&count=50&page=2')).body
      .data!;
    expect(last.items).toHaveLength(10);
  });

  it('filters by a boolean and sorts both ways', async () => {
    const inactive = (await admin.get<ListAnswer<ManagedUser>>('/user?filter[username]=bulk_&filter[is_active]=false&count=50')).body.data!;
    expect(inactive.context.total_count).toBe(20);
    expect(inactive.items.every((item) => !item.is_active)).toBe(true);
    const ascending = (await admin.get<ListAnswer<ManagedUser>>('/user?filter[username]=bulk_&sort=username&count=10')).body.data!;
    expect(ascending.items[0]!.username).toBe('bulk_001');
    const descending = (await admin.get<ListAnswer<ManagedUser>>('/user?filter[username]=bulk_&sort=-username&count=10')).body.data!;
    expect(descending.items[0]!.username).toBe('bulk_060');
  });

  it('describes its filters, localized', async () => {
    admin.language = 'ru';
    const context = (await admin.get<ListAnswer<ManagedUser>>('/user?count=10')).body.data!.context;
    admin.language = 'en';
    expect(context.available_filters.map((filter) => filter.field)).toEqual([
      'type',
      'uuid',
      'username',
      'comment',
      'is_active',
      'is_blocked',
      'created_at',
    ]);
    expect(context.available_filters.find((filter) => filter.field === 'type')).toMatchObject({
      type: 'enum',
      description: 'Тип',
      available_values: expect.arrayContaining([{ slug: 'trader', title: 'Трейдер' }]),
    });
  });

  it('refuses an unknown filter, a bad boolean and a bad sort', async () => {
    expect((await admin.get('/user?filter[password]=x')).body.error?.fields).toEqual({ 'filter.password': 'is not an accepted field' });
    expect((await admin.get('/user?filter[is_active]=maybe')).body.error?.fields).toEqual({ 'filter.is_active': 'must be true or false' });
    expect((await admin.get('/user?sort=password_hash')).status).toBe(422);
    expect((await admin.get('/user?count=500')).body.error?.fields?.count).toBe('must not exceed 100');
  });

  it('treats LIKE wildcards in a text filter as plain characters', async () => {
    expect((await admin.get<ListAnswer<ManagedUser>>('/user?filter[username]=%25')).body.data!.context.total_count).toBe(0);
  });
});

describe('balances', () => {
  it('come from the ledger: available, held and insurance', async () => {
    const [trader] = await server.db.query<{ id: string }>("SELECT id FROM users WHERE username = 'trader'");
    await server.db.transaction(async (tx) => {
      await postTransfer(tx, {
        from: { system: 'world' },
        to: { owner: trader!.id, part: 'available' },
        currency: 'USDT',
        amount: 7_500_000n,
        kind: 'deposit',
        idempotencyKey: 'users-balance-1',
      });
      await postTransfer(tx, {
        from: { owner: trader!.id, part: 'available' },
        to: { owner: trader!.id, part: 'held' },
        currency: 'USDT',
        amount: 2_000_000n,
        kind: 'hold',
        idempotencyKey: 'users-balance-2',
      });
    });
    const user = (await admin.get<ListAnswer<ManagedUser>>(`/user?filter[uuid]=${trader!.id}`)).body.data!.items[0]!;
    expect([user.balance.available.amount, user.balance.held.amount, user.balance.insurance.amount]).toEqual([
      '5.500000',
      '2.000000',
      '0.000000',
    ]);
  });
});

describe('agent traders', () => {
  it("lists the agent's traders with their referral percentages", async () => {
    const agent = await loggedIn(server.url, 'agent');
    const answer = await agent.get<ListAnswer<{ username: string; pay_in_percentage: string; is_main: boolean }>>('/agent/trader/');
    expect(answer.status).toBe(200);
    expect(answer.body.data!.items).toContainEqual(
      expect.objectContaining({ username: 'trader_new', pay_in_percentage: '1.50', pay_out_percentage: '1.00', is_main: true }),
    );
  });
});

describe('roles', () => {
  it('lists the main and the extra roles', async () => {
    const roles = (await admin.get<{ slug: string; is_main: boolean }[]>('/role')).body.data!;
    expect(roles.filter((role) => role.is_main).map((role) => role.slug)).toEqual(['admin', 'merchant', 'partner', 'agent', 'trader']);
    expect(roles.filter((role) => !role.is_main).map((role) => role.slug)).toEqual(['support', 'teamlead']);
  });
});
