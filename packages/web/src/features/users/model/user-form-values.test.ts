import type { ManagedUser } from '@paydesk/contract';
import { describe, expect, it } from 'vitest';
import { defaultFees, emptyValues, normalizeDecimal, toCreateBody, toUpdateBody, valuesFromUser } from './user-form-values';

const USDT = { code: 'USDT', name: 'Tether USD', ratio_fraction: 2 };

const trader: ManagedUser = {
  uuid: '01900000-0000-7000-8000-000000000001',
  username: 'trader',
  email: null,
  type: 'trader',
  comment: 'Demo',
  block_comment: null,
  is_active: true,
  is_blocked: false,
  is_online: false,
  manual_withdrawal: false,
  two_factor: false,
  is_root: false,
  invite_code: 'ABC',
  roles: [],
  permissions: [],
  wallets: [],
  balance: {
    available: { amount: '0.000000', currency: { code: 'USDT', name: 'Tether USD', ratio_fraction: 2 } },
    held: { amount: '0.000000', currency: { code: 'USDT', name: 'Tether USD', ratio_fraction: 2 } },
    insurance: { amount: '0.000000', currency: { code: 'USDT', name: 'Tether USD', ratio_fraction: 2 } },
  },
  created_at: '2026-01-01T00:00:00.000Z',
  profile: {
    kind: 'trader',
    withdraw_open: true,
    deposit_open: true,
    insurance_paid: true,
    insurance_payment_amount: { amount: '100.000000', currency: USDT },
    insurance_payment_currency: 'USDT',
    fees: [
      { direction: 'pay_in', min_amount: '0.000000', max_amount: '499.000000', percentage: '5.00' },
      { direction: 'pay_out', min_amount: '0.000000', max_amount: null, percentage: '4.50' },
    ],
    teamleads: [
      {
        user_uuid: '01900000-0000-7000-8000-000000000002',
        username: 'agent',
        is_main: true,
        pay_in_percentage: '1.00',
        pay_out_percentage: '0.50',
      },
    ],
  },
};

describe('create form defaults', () => {
  it('starts with pay-in and pay-out at 5 %, from 0, without a limit', () => {
    expect(emptyValues().fees).toEqual([
      { direction: 'pay_in', min_amount: '0', max_amount: '', percentage: '5' },
      { direction: 'pay_out', min_amount: '0', max_amount: '', percentage: '5' },
    ]);
  });

  it('resets the maximum to 499 after a user was created', () => {
    expect(defaultFees(true).map((fee) => fee.max_amount)).toEqual(['499', '499']);
  });
});

describe('toCreateBody', () => {
  it('turns blanks into null and an empty maximum into no limit', () => {
    const body = toCreateBody('trader', { ...emptyValues(), username: ' neo ', password: 'secret-1' });
    expect(body).toMatchObject({ username: 'neo', password: 'secret-1', email: null, comment: null, type: 'trader' });
    expect(body.profile?.fees).toEqual([
      { direction: 'pay_in', min_amount: '0', max_amount: null, percentage: '5' },
      { direction: 'pay_out', min_amount: '0', max_amount: null, percentage: '5' },
    ]);
    expect(body.profile?.insurance_payment_amount).toBeNull();
  });

  it('drops the password when an invite link is asked for', () => {
    const body = toCreateBody('agent', { ...emptyValues(), username: 'neo', password: 'typed-1', create_invite_link: true });
    expect(body).not.toHaveProperty('password');
    expect(body.create_invite_link).toBe(true);
    expect(body).not.toHaveProperty('profile');
  });
});

describe('toUpdateBody', () => {
  it('sends nothing when nothing changed', () => {
    const initial = valuesFromUser(trader);
    expect(toUpdateBody('trader', initial, { ...initial })).toEqual({});
  });

  it('sends only the changed field', () => {
    const initial = valuesFromUser(trader);
    expect(toUpdateBody('trader', initial, { ...initial, comment: 'VIP' })).toEqual({ comment: 'VIP' });
  });

  it('never sends a blank password and turns a cleared text into null', () => {
    const initial = valuesFromUser(trader);
    expect(toUpdateBody('trader', initial, { ...initial, password: '   ', comment: '' })).toEqual({ comment: null });
    expect(toUpdateBody('trader', initial, { ...initial, password: 'new-secret' })).toEqual({ password: 'new-secret' });
  });

  it('sends a changed profile part whole, and only that part', () => {
    const initial = valuesFromUser(trader);
    const fees = initial.fees.map((fee, index) => (index === 1 ? { ...fee, percentage: '4.25' } : fee));
    expect(toUpdateBody('trader', initial, { ...initial, fees })).toEqual({
      profile: {
        fees: [
          { direction: 'pay_in', min_amount: '0', max_amount: '499', percentage: '5' },
          { direction: 'pay_out', min_amount: '0', max_amount: null, percentage: '4.25' },
        ],
      },
    });
  });

  it('does not count a number typed differently as a change', () => {
    const initial = valuesFromUser(trader);
    const teamleads = initial.teamleads.map((row) => ({ ...row, pay_in_percentage: '1.0' }));
    expect(toUpdateBody('trader', initial, { ...initial, teamleads })).toEqual({});
  });
});

describe('normalizeDecimal', () => {
  it('drops padding zeros on both sides', () => {
    expect(normalizeDecimal('0.000000')).toBe('0');
    expect(normalizeDecimal('007.50')).toBe('7.5');
    expect(normalizeDecimal('abc')).toBe('abc');
  });
});
