import { z } from 'zod';
import { defineRoute, publicAccess } from '../common/route';

import { LANGUAGES } from './language-codes';

export { DEFAULT_LANGUAGE, LANGUAGE_HEADER, LANGUAGES, type Language, parseLanguage } from './language-codes';

export const languageSchema = z.object({ code: z.enum(LANGUAGES), title: z.string() });
export type LanguageItem = z.infer<typeof languageSchema>;

export const languageRoutes = {
  list: defineRoute({ method: 'GET', path: '/language', access: publicAccess, response: z.array(languageSchema) }),
};
