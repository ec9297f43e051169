import { describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '../i18n/translate';
import { paymentTypeTitle, walletName } from './server-words';

const inRussian = (key: MessageKey) => translate(key, undefined, 'ru');
const inEnglish = (key: MessageKey) => translate(key, undefined, 'en');

describe('server words', () => {
  it('translates the system wallet and leaves other names as they came', () => {
    expect(walletName(inRussian, 'System')).toBe('Системный');
    expect(walletName(inEnglish, 'System')).toBe('System');
    expect(walletName(inRussian, 'USDT TRC-20')).toBe('USDT TRC-20');
  });

  it('names payment types in the language', () => {
    expect(paymentTypeTitle(inRussian, 'card')).toBe('Карта');
    expect(paymentTypeTitle(inEnglish, 'card')).toBe('Card');
    expect(paymentTypeTitle(inEnglish, 'crypto')).toBe('crypto');
  });
});
