import { depositAddedPayload, WS_MESSAGE_TYPES } from '@paydesk/contract';

/** `*.added` messages carry a JSON string with the credited amount. */
export const isDepositMessage = (type: string) => type.includes('added');

export const SESSION_ENDED_MESSAGE = WS_MESSAGE_TYPES.sessionEnded;
/** The server refused the socket's token: the session may have ended or the token changed. */
export const AUTH_FAILED_MESSAGE = WS_MESSAGE_TYPES.authFailed;

export const parseDeposit = (message: string) => {
  try {
    const parsed = depositAddedPayload.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
