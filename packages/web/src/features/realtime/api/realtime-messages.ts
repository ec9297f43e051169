import { depositAddedPayload } from '@paydesk/contract';

/** `*.added` messages carry a JSON string with the credited amount. */
export const isDepositMessage = (type: string) => type.includes('added');

export const SESSION_ENDED_MESSAGE = 'session.ended';
/** The server refused the socket's token: the session may have ended or the token changed. */
export const AUTH_FAILED_MESSAGE = 'auth.failed';

export const parseDeposit = (message: string) => {
  try {
    const parsed = depositAddedPayload.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
