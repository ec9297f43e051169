/** Password and two-factor limits: plain values, apart from the schemas, so a login page can read them without zod. */
export const MIN_PASSWORD_LENGTH = 8;
/** Long enough for any passphrase; short enough to bound the cost of hashing it. */
export const MAX_PASSWORD_LENGTH = 256;
export const TOTP_DIGITS = 6;

/** A one-time recovery code, shown once when two-factor is enabled: `abcde-fghij`. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-[a-z2-7]{5}$/;
export const RECOVERY_CODE_COUNT = 10;

/**
 * A cookie the page's script may read, set beside the (httpOnly) session cookie and cleared with
 * it: a page without it knows nobody is signed in and asks the server nothing, so an anonymous
 * page logs no 401. It is a hint, never a credential.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

/**
 * The light or dark theme the user picked, kept by the page (in its storage and in this cookie):
 * the server draws the page's first frame in it instead of flashing the other one.
 */
export const COLOR_SCHEME_KEY = 'color-scheme';

/** The id of the JSON element in which the server puts the signed-in user inside the page it serves. */
export const CURRENT_USER_ELEMENT_ID = 'current-user';
