import type { ErrorCode } from '@paydesk/contract';

type ApiErrorInit = {
  status: number;
  code: ErrorCode | null;
  message: string;
  localizedMessage?: string;
  fields?: Record<string, string>;
};

/** A failed inner API call: the server's error envelope, or a transport failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | null;
  readonly localizedMessage: string;
  readonly fields: Record<string, string>;

  constructor({ status, code, message, localizedMessage, fields }: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.localizedMessage = localizedMessage ?? message;
    this.fields = fields ?? {};
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The text to show for any thrown value, with a fallback for the unexpected. */
export const errorMessage = (error: unknown, fallback: string) => {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
};
