import type { ErrorCode } from '@paydesk/contract';

const STATUS: Record<ErrorCode, number> = {
  validation: 422,
  unauthenticated: 401,
  forbidden: 403,
  csrf: 419,
  not_found: 404,
  invalid_credentials: 401,
  user_blocked: 403,
  user_inactive: 403,
  too_many_attempts: 429,
  two_factor_required: 401,
  two_factor_invalid: 401,
  two_factor_not_started: 409,
  password_incorrect: 422,
  password_mismatch: 422,
  invite_invalid: 422,
  conflict: 409,
  self_action: 409,
  already_blocked: 409,
  not_blocked: 409,
  insufficient_balance: 422,
  negative_margin: 422,
  already_attached: 409,
  root_only: 403,
  two_factor_setup_required: 403,
  bad_url: 400,
  uri_too_long: 414,
  internal: 500,
};

/** A failure the caller can act on: a code, its HTTP status, message parameters and field messages. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    /** Field path → validation message key (`validation.*`) or already localized text. */
    readonly fields?: Record<string, { key: string; params?: Record<string, string | number> }>,
  ) {
    super(code);
    this.status = STATUS[code];
  }
}
