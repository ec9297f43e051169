const HOME = '/settings';

/**
 * What the login screen is handed (as the history entry's state, so its address stays `/login`)
 * by someone who opened an address of the app without a session.
 */
export type LoginState = { next: string };

/** A path of this app only: one leading slash (not `//host` nor `/\host`, which browsers read as another site). */
const isOwnPath = (value: string) => /^\/(?![/\\])/.test(value);

/** The state for the login screen of someone who opened this address (its query included). */
export const loginStateFor = ({ pathname, search, hash }: { pathname: string; search: string; hash: string }): LoginState | null => {
  const next = `${pathname}${search}${hash}`;
  return next === '/' || pathname === '/login' ? null : { next };
};

/** Where a sign-in leads: the deep link it interrupted, when it is one of this app's paths, else the settings. */
export const afterLoginPath = (state: unknown) => {
  const next = typeof state === 'object' && state !== null && 'next' in state ? (state as { next: unknown }).next : null;
  if (typeof next !== 'string' || !isOwnPath(next) || next.startsWith('/login')) return HOME;
  return next;
};
