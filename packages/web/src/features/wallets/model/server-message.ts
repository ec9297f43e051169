import { errorMessage, hasServerMessage, isApiError } from '../../../shared/api/api-error';

/** The server's own text for a refusal, in the user's language; a fallback for anything else. */
export const serverMessage = (error: unknown, fallback: string) =>
  isApiError(error) && hasServerMessage(error) ? error.localizedMessage : errorMessage(error, fallback);
