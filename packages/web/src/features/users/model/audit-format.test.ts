import { describe, expect, it } from 'vitest';
import { translate, type Translate } from '../../../shared/i18n/translate';
import { actionLabel, fieldLabel, formatAuditValue } from './audit-format';

const t: Translate = (key, params) => translate(key, params, 'en');

describe('formatAuditValue', () => {
  it('reads plain values', () => {
    expect(formatAuditValue(t, null)).toBe('—');
    expect(formatAuditValue(t, true)).toBe('Yes');
    expect(formatAuditValue(t, 'VIP')).toBe('VIP');
    expect(formatAuditValue(t, [])).toBe('—');
    expect(formatAuditValue(t, ['teamlead', 'support'])).toBe('teamlead; support');
  });

  it('describes fee ranges, teamleads and amounts', () => {
    expect(
      formatAuditValue(t, [
        { direction: 'pay_in', min_amount: '0.000000', max_amount: '499.000000', percentage: '5.00' },
        { direction: 'pay_out', min_amount: '0.000000', max_amount: null, percentage: '4.50' },
      ]),
    ).toBe('Pay-in 0–499: 5%; Pay-out 0–no limit: 4.5%');
    expect(
      formatAuditValue(t, [{ user_uuid: 'x', username: 'agent', is_main: true, pay_in_percentage: '1.50', pay_out_percentage: '1.00' }]),
    ).toBe('agent (Main) 1.5% / 1%');
    expect(formatAuditValue(t, { amount: '150.500000', currency: { code: 'USDT' } })).toBe('150.5 USDT');
  });
});

describe('labels', () => {
  it('names known actions and fields and shows unknown ones as they came', () => {
    expect(actionLabel(t, 'user.blocked')).toBe('Blocked');
    expect(fieldLabel(t, 'comment')).toBe('Comment');
    expect(fieldLabel(t, 'profile.something')).toBe('profile.something');
  });
});
