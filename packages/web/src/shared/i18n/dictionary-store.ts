import type { Language } from '@paydesk/contract';
import { en } from './dictionaries/en';

export type MessageKey = keyof typeof en;
export type Dictionary = Record<MessageKey, string>;

// English is the source and ships with the app; another language loads when it is first chosen.
const dictionaries: Partial<Record<Language, Dictionary>> = { en };
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Dictionary>> = {
  ru: () => import('./dictionaries/ru').then((module) => module.ru),
};

/** Loads a language's texts once; the locale switches only after they are here. */
export const loadDictionary = async (locale: Language): Promise<void> => {
  if (dictionaries[locale]) return;
  dictionaries[locale] = await loaders[locale as Exclude<Language, 'en'>]();
};

/** A language's texts once loaded, else English's. */
export const dictionaryOf = (locale: Language): Dictionary => dictionaries[locale] ?? en;
