import type { Language } from '@paydesk/contract';
import { en } from './dictionaries/en';
import { ru } from './dictionaries/ru';
import { getLocale } from './locale-store';

export type MessageKey = keyof typeof en;
export type MessageParams = Readonly<Record<string, string | number>>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

const dictionaries: Record<Language, Record<MessageKey, string>> = { en, ru };

const interpolate = (text: string, params?: MessageParams) =>
  params ? text.replace(/\{(\w+)\}/g, (match, name: string) => String(params[name] ?? match)) : text;

/** For code outside components (the API client, notifications); components use `useT`. */
export const translate = (key: MessageKey, params?: MessageParams, locale: Language = getLocale()) =>
  interpolate(dictionaries[locale][key], params);
