import type { Language } from '@paydesk/contract';

/** The customer's language from the browser's own list: the first of ours that it names, else English. */
export const browserLanguage = (languages: readonly string[]): Language => {
  for (const language of languages) {
    const code = language.toLowerCase().slice(0, 2);
    if (code === 'ru' || code === 'en') return code;
  }
  return 'en';
};
