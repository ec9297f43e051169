/** The product's languages as plain values, apart from the schemas, so every page can read them without zod. */
export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_HEADER = 'x-language';

export const parseLanguage = (value: unknown): Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value.slice(0, 2).toLowerCase())
    ? (value.slice(0, 2).toLowerCase() as Language)
    : DEFAULT_LANGUAGE;
