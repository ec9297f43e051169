import { useSyncExternalStore } from 'react';

/**
 * Remembers that the server ended the session (expired, ended from another device), so the login
 * page can say why the user is there. Cleared by the next sign-in.
 */
let ended = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const markSessionEnded = () => {
  if (ended) return;
  ended = true;
  emit();
};

export const clearSessionEnded = () => {
  if (!ended) return;
  ended = false;
  emit();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useSessionEnded = () => useSyncExternalStore(subscribe, () => ended);
