import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@paydesk/contract';
import { loadDictionary } from './dictionary-store';

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

/** Before the first render: the stored language's texts (English is always there). */
export const loadStoredDictionary = () => loadDictionary(current);

/** Whether the person chose a language on this device (the payment page otherwise follows the browser). */
export const hasStoredLocale = () => {
  try {
    return isLanguage(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return false;
  }
};

/** Read outside React too: the API client sends it as `x-language`. */
export const getLocale = (): Language => current;

/** Switches once the language's texts are loaded, so the screen never shows a half-translated frame. */
export const setLocale = async (next: Language) => {
  if (next === current) return;
  await loadDictionary(next);
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
