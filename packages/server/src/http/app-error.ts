import { ERRORS, type ErrorCode } from '@paydesk/contract';

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
    this.status = ERRORS[code].status;
  }
}
