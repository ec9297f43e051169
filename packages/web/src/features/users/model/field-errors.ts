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

export const unshownErrors = (errors: FieldErrors) =>
  Object.entries(errors)
    .filter(([path]) => !SHOWN_PATHS.some((pattern) => pattern.test(path)))
    .map(([path, message]) => `${path}: ${message}`);
