import { pathsShown } from '../../../shared/ui/form/server-errors';

/** Server field messages by path (`username`, `profile.fees.0.percentage`). */
export type FieldErrors = Readonly<Record<string, string>>;

/** Paths the user form has an input (or a list) for; any other message is listed under the form. */
const SHOWN_PATHS = [
  /^(username|password|email|comment|roles)$/,
  /^profile\.(insurance_payment_amount|pay_in_percentage|pay_out_percentage)$/,
  /^profile\.(fees|teamleads|referrals)$/,
  /^profile\.fees\.\d+\.(direction|min_amount|max_amount|percentage)$/,
  /^profile\.(teamleads|referrals)\.\d+\.(user_uuid|pay_in_percentage|pay_out_percentage)$/,
];

/** True for a path the user form has an input or a list for. */
export const showsUserField = pathsShown(...SHOWN_PATHS);

export const unshownErrors = (errors: FieldErrors) =>
  Object.entries(errors)
    .filter(([path]) => !showsUserField(path))
    .map(([path, message]) => `${path}: ${message}`);
