/** Stable error codes; the server localizes each one by `x-language`. */
export const ERROR_CODES = [
  'validation',
  'unauthenticated',
  'forbidden',
  'csrf',
  'not_found',
  'invalid_credentials',
  'user_blocked',
  'user_inactive',
  'too_many_attempts',
  'two_factor_required',
  'two_factor_invalid',
  'two_factor_not_started',
  'password_incorrect',
  'password_mismatch',
  'invite_invalid',
  'conflict',
  'self_action',
  'already_blocked',
  'not_blocked',
  'insufficient_balance',
  'negative_margin',
  'already_attached',
  'root_only',
  'two_factor_setup_required',
  'bad_url',
  'uri_too_long',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type ApiError = {
  error: {
    code: ErrorCode;
    message: string;
    localized_message: string;
    /** Per-field messages of a validation error, keyed by the field's path (`fees.0.percentage`). */
    fields?: Record<string, string>;
  };
};
