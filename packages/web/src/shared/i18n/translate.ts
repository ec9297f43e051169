import type { Language } from '@paydesk/contract';
import { dictionaryOf, type MessageKey } from './dictionary-store';
import { getLocale } from './locale-store';

export type { MessageKey } from './dictionary-store';
export { loadDictionary } from './dictionary-store';
export type MessageParams = Readonly<Record<string, string | number>>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

const interpolate = (text: string, params?: MessageParams) =>
  params ? text.replace(/\{(\w+)\}/g, (match, name: string) => String(params[name] ?? match)) : text;

/** For code outside components (the API client, notifications); components use `useT`. */
export const translate = (key: MessageKey, params?: MessageParams, locale: Language = getLocale()) =>
  interpolate(dictionaryOf(locale)[key], params);
