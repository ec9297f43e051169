import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@paydesk/contract';

const STORAGE_KEY = 'locale';

const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

const readStoredLocale = (): Language => {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
};

let current: Language = readStoredLocale();
const listeners = new Set<() => void>();

const applyDocumentLanguage = () => {
  if (typeof document !== 'undefined') document.documentElement.lang = current;
};

applyDocumentLanguage();

/** Read outside React too: the API client sends it as `x-language`. */
export const getLocale = (): Language => current;

export const setLocale = (next: Language) => {
  if (next === current) return;
  current = next;
  try {
    window.localStorage.setItem(STORAGE_KEY, next);
  } catch (error) {
    console.error(error);
  }
  applyDocumentLanguage();
  listeners.forEach((listener) => listener());
};

export const subscribeLocale = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
