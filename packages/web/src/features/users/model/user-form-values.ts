import {
  CREATE_FORM_RESET_MAX_AMOUNT,
  type CreateUserBody,
  DEFAULT_FEE_PERCENTAGE,
  type ManagedUser,
  type ProfileInput,
  type Role,
  type UpdateUserBody,
} from '@paydesk/contract';
import { type FeeRow, newFeeRow } from '../../../shared/fees/fee-rows.util';

/** A teamlead of a trader or a referrer of a merchant, with the percentages they earn. */
export type ReferrerRow = { user_uuid: string; username: string; is_main: boolean; pay_in_percentage: string; pay_out_percentage: string };

export type UserFormValues = {
  username: string;
  password: string;
  email: string;
  comment: string;
  roles: string[];
  is_active: boolean;
  manual_withdrawal: boolean;
  create_invite_link: boolean;
  // trader
  withdraw_open: boolean;
  deposit_open: boolean;
  /** The trader owes an insurance deposit of `insurance_payment_amount` (0 means none due). */
  insurance_required: boolean;
  insurance_payment_amount: string;
  fees: FeeRow[];
  teamleads: ReferrerRow[];
  // merchant
  pay_in_percentage: string;
  pay_out_percentage: string;
  referrals: ReferrerRow[];
};

/**
 * The create form's fees: pay-in and pay-out at 5 %, from 0 without a limit; once a user was
 * created the next form starts with a maximum of 499 (the spec's reset value).
 */
export const defaultFees = (afterCreate: boolean): FeeRow[] =>
  (['pay_in', 'pay_out'] as const).map((direction) => ({
    direction,
    min_amount: '0',
    max_amount: afterCreate ? CREATE_FORM_RESET_MAX_AMOUNT : '',
    percentage: DEFAULT_FEE_PERCENTAGE,
  }));

export const emptyValues = (afterCreate = false): UserFormValues => ({
  username: '',
  password: '',
  email: '',
  comment: '',
  roles: [],
  is_active: true,
  manual_withdrawal: false,
  create_invite_link: false,
  withdraw_open: false,
  deposit_open: false,
  insurance_required: false,
  insurance_payment_amount: '',
  fees: defaultFees(afterCreate),
  teamleads: [],
  pay_in_percentage: '0',
  pay_out_percentage: '0',
  referrals: [],
});

/** `5.00` → `5`, `0.000000` → `0`, `007.50` → `7.5`: the same number reads the same. */
export const normalizeDecimal = (value: string) => {
  const text = value.trim();
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return text;
  const integer = match[1]!.replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  return fraction ? `${integer}.${fraction}` : integer;
};

/** Blank strings become null, the rule of every user payload. */
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const decimalOrNull = (value: string) => (value.trim() === '' ? null : normalizeDecimal(value));

const referrerRow = (row: {
  user_uuid: string;
  username: string;
  is_main?: boolean;
  pay_in_percentage: string;
  pay_out_percentage: string;
}) => ({
  user_uuid: row.user_uuid,
  username: row.username,
  is_main: row.is_main ?? false,
  pay_in_percentage: normalizeDecimal(row.pay_in_percentage),
  pay_out_percentage: normalizeDecimal(row.pay_out_percentage),
});

/** The edit form of an existing user. */
export const valuesFromUser = (user: ManagedUser): UserFormValues => {
  const values: UserFormValues = {
    ...emptyValues(),
    username: user.username,
    email: user.email ?? '',
    comment: user.comment ?? '',
    roles: [...user.roles],
    is_active: user.is_active,
    manual_withdrawal: user.manual_withdrawal,
    fees: [],
  };
  const profile = user.profile;
  if (profile?.kind === 'trader') {
    return {
      ...values,
      withdraw_open: profile.withdraw_open,
      deposit_open: profile.deposit_open,
      insurance_required: profile.insurance_payment_amount !== null,
      insurance_payment_amount: profile.insurance_payment_amount ? normalizeDecimal(profile.insurance_payment_amount.amount) : '',
      fees: profile.fees.map((fee) => ({
        direction: fee.direction,
        min_amount: normalizeDecimal(fee.min_amount),
        max_amount: fee.max_amount?.trim() ? normalizeDecimal(fee.max_amount) : '',
        percentage: normalizeDecimal(fee.percentage),
      })),
      teamleads: profile.teamleads.map(referrerRow),
    };
  }
  if (profile?.kind === 'merchant') {
    return {
      ...values,
      pay_in_percentage: normalizeDecimal(profile.pay_in_percentage),
      pay_out_percentage: normalizeDecimal(profile.pay_out_percentage),
      referrals: profile.referrals.map((referral) => referrerRow({ ...referral, username: referral.user.username })),
    };
  }
  return values;
};

/** The profile part of a payload; only traders and merchants have one the form edits. */
const profileOf = (type: Role, values: UserFormValues): ProfileInput | undefined => {
  if (type === 'trader') {
    return {
      withdraw_open: values.withdraw_open,
      deposit_open: values.deposit_open,
      insurance_required: values.insurance_required,
      // Off means nothing is due; on, a blank amount is refused by the server under its input.
      insurance_payment_amount: values.insurance_required ? decimalOrNull(values.insurance_payment_amount) : null,
      fees: values.fees.map((fee) => ({
        direction: fee.direction,
        // Null is what the server reads as missing and refuses with a message under the input.
        min_amount: decimalOrNull(fee.min_amount) as string,
        max_amount: decimalOrNull(fee.max_amount),
        percentage: decimalOrNull(fee.percentage) as string,
      })),
      teamleads: values.teamleads.map((row) => ({
        user_uuid: row.user_uuid,
        is_main: row.is_main,
        pay_in_percentage: decimalOrNull(row.pay_in_percentage) as string,
        pay_out_percentage: decimalOrNull(row.pay_out_percentage) as string,
      })),
    };
  }
  if (type === 'merchant') {
    return {
      pay_in_percentage: decimalOrNull(values.pay_in_percentage) as string,
      pay_out_percentage: decimalOrNull(values.pay_out_percentage) as string,
      referrals: values.referrals.map((row) => ({
        user_uuid: row.user_uuid,
        pay_in_percentage: decimalOrNull(row.pay_in_percentage) as string,
        pay_out_percentage: decimalOrNull(row.pay_out_percentage) as string,
      })),
    };
  }
  return undefined;
};

/** The create payload; an invite link replaces the password, which is then not sent at all. */
export const toCreateBody = (type: Role, values: UserFormValues): CreateUserBody => {
  const profile = profileOf(type, values);
  return {
    username: values.username.trim(),
    ...(values.create_invite_link ? {} : { password: values.password }),
    email: orNull(values.email),
    comment: orNull(values.comment),
    type,
    roles: values.roles as CreateUserBody['roles'],
    is_active: values.is_active,
    manual_withdrawal: values.manual_withdrawal,
    create_invite_link: values.create_invite_link,
    ...(profile ? { profile } : {}),
  };
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Only what the admin changed. A blank password is never sent; changed profile parts go inside
 * `profile`, each whole (the server replaces a fee or teamlead list as one). `{}` means nothing changed.
 */
export const toUpdateBody = (type: Role, initial: UserFormValues, current: UserFormValues): UpdateUserBody => {
  const body: UpdateUserBody = {};
  if (current.username.trim() !== initial.username.trim()) body.username = current.username.trim();
  if (current.password.trim() !== '') body.password = current.password;
  if (orNull(current.email) !== orNull(initial.email)) body.email = orNull(current.email);
  if (orNull(current.comment) !== orNull(initial.comment)) body.comment = orNull(current.comment);
  if (!same([...current.roles].sort(), [...initial.roles].sort())) body.roles = current.roles as UpdateUserBody['roles'];
  if (current.is_active !== initial.is_active) body.is_active = current.is_active;
  if (current.manual_withdrawal !== initial.manual_withdrawal) body.manual_withdrawal = current.manual_withdrawal;

  const before = profileOf(type, initial) ?? {};
  const after = profileOf(type, current) ?? {};
  const profile = Object.fromEntries(
    (Object.keys(after) as (keyof ProfileInput)[]).filter((key) => !same(after[key], before[key])).map((key) => [key, after[key]]),
  ) as ProfileInput;
  if (Object.keys(profile).length > 0) body.profile = profile;
  return body;
};

export const isEmptyUpdate = (body: UpdateUserBody) => Object.keys(body).length === 0;

export { newFeeRow, type FeeRow };
