import { z } from 'zod';
import { defineRoute, publicAccess } from '../common/route';

export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_HEADER = 'x-language';

export const parseLanguage = (value: unknown): Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value.slice(0, 2).toLowerCase())
    ? (value.slice(0, 2).toLowerCase() as Language)
    : DEFAULT_LANGUAGE;

export const languageSchema = z.object({ code: z.enum(LANGUAGES), title: z.string() });
export type LanguageItem = z.infer<typeof languageSchema>;

export const languageRoutes = {
  list: defineRoute({ method: 'GET', path: '/language', access: publicAccess, response: z.array(languageSchema) }),
};
