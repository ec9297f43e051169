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

/** True when the server said what went wrong (its error envelope), not a bare status or a lost connection. */
export const hasServerMessage = (error: ApiError) => error.code !== null;

/**
 * The text to show for any thrown value: the server's words when it sent some, otherwise the
 * caller's fallback (the spec's 'Load failed.', 'Update failed.'…), never a bare "Error 500".
 */
export const errorMessage = (error: unknown, fallback: string) => {
  if (isApiError(error) && !hasServerMessage(error)) return fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
};
