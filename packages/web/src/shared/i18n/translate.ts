import type { Language } from '@paydesk/contract';
import { en } from './dictionaries/en';
import { getLocale } from './locale-store';

export type MessageKey = keyof typeof en;
export type MessageParams = Readonly<Record<string, string | number>>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;
type Dictionary = Record<MessageKey, string>;

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

const interpolate = (text: string, params?: MessageParams) =>
  params ? text.replace(/\{(\w+)\}/g, (match, name: string) => String(params[name] ?? match)) : text;

/** For code outside components (the API client, notifications); components use `useT`. */
export const translate = (key: MessageKey, params?: MessageParams, locale: Language = getLocale()) =>
  interpolate((dictionaries[locale] ?? en)[key], params);
