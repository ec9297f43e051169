import { describe, expect, it } from 'vitest';
import { browserLanguage } from './browser-language.util';

describe('the payment page language from the browser', () => {
  it('takes the first of English and Russian the browser prefers', () => {
    expect(browserLanguage(['ru-RU', 'en-US'])).toBe('ru');
    expect(browserLanguage(['de-DE', 'en-GB', 'ru'])).toBe('en');
    expect(browserLanguage(['uk-UA', 'ru'])).toBe('ru');
    expect(browserLanguage(['fr'])).toBe('en');
  });
});
