import type { MessageKey, Translate } from '../../../shared/i18n/translate';
import { normalizeDecimal } from './user-form-values';

const ACTIONS: Record<string, MessageKey> = {
  'user.created': 'users.history.created',
  'user.updated': 'users.history.updated',
  'user.updated_with_password': 'users.history.updatedWithPassword',
  'user.blocked': 'users.history.blocked',
  'user.unblocked': 'users.history.unblocked',
  'user.insurance_settled': 'details.history.insuranceSettled',
  'user.two_factor_reset': 'details.history.twoFactorReset',
};

const FIELDS: Record<string, MessageKey> = {
  username: 'users.field.username',
  email: 'users.field.email',
  comment: 'users.field.comment',
  roles: 'users.field.roles',
  is_active: 'users.field.isActive',
  is_blocked: 'users.field.isBlocked',
  block_comment: 'users.field.blockComment',
  manual_withdrawal: 'users.field.manualWithdrawal',
  two_factor: 'users.field.twoFactor',
  'profile.withdraw_open': 'users.field.withdrawOpen',
  'profile.deposit_open': 'users.field.depositOpen',
  'profile.insurance_paid': 'users.field.insurancePaid',
  'profile.insurance_payment_amount': 'users.field.insuranceAmount',
  'profile.insurance_payment_currency': 'users.field.insuranceCurrency',
  'profile.fees': 'users.form.fees',
  'profile.teamleads': 'users.form.teamleads',
  'profile.pay_in_percentage': 'users.field.payInPercent',
  'profile.pay_out_percentage': 'users.field.payOutPercent',
  'profile.referrals': 'users.form.referrals',
  'profile.traders': 'users.field.traders',
};

export const actionLabel = (t: Translate, action: string) => (ACTIONS[action] ? t(ACTIONS[action]) : action);
export const fieldLabel = (t: Translate, field: string) => (FIELDS[field] ? t(FIELDS[field]) : field);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? normalizeDecimal(value) : String(value));

/** One list entry of a profile change: a fee range, a teamlead or referrer, a money amount. */
const describeItem = (t: Translate, item: Record<string, unknown>): string => {
  if ('direction' in item && 'percentage' in item) {
    const max = item.max_amount === null || item.max_amount === undefined ? t('settings.noLimit') : text(item.max_amount);
    return `${t(item.direction === 'pay_out' ? 'settings.direction.pay_out' : 'settings.direction.pay_in')} ${text(item.min_amount)}–${max}: ${text(item.percentage)}%`;
  }
  if ('pay_in_percentage' in item) {
    const user = isRecord(item.user) ? item.user.username : undefined;
    const name = String(item.username ?? user ?? item.user_uuid ?? item.uuid ?? '');
    const main = item.is_main === true ? ` (${t('users.form.main')})` : '';
    return `${name}${main} ${text(item.pay_in_percentage)}% / ${text(item.pay_out_percentage)}%`;
  }
  if ('amount' in item && isRecord(item.currency)) return `${text(item.amount)} ${String(item.currency.code)}`;
  return Object.entries(item)
    .map(([key, value]) => `${key}: ${formatAuditValue(t, value)}`)
    .join(', ');
};

/** A before or after value of the history, readable: yes/no, no value, lists one item per part. */
export const formatAuditValue = (t: Translate, value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('status.on') : t('status.off');
  if (Array.isArray(value))
    return value.length === 0 ? '—' : value.map((item) => (isRecord(item) ? describeItem(t, item) : text(item))).join('; ');
  if (isRecord(value)) return describeItem(t, value);
  return text(value);
};
