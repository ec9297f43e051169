import type { PaymentOption } from './requisite-types';
import { describe, expect, it } from 'vitest';
import { translate } from '../../../shared/i18n/translate';
import { newRequisiteDraft, toRequisiteBody, validateRequisite } from './requisite-form.util';

const t = (key: Parameters<typeof translate>[0], params?: Parameters<typeof translate>[1]) => translate(key, params, 'en');
const ru = (key: Parameters<typeof translate>[0], params?: Parameters<typeof translate>[1]) => translate(key, params, 'ru');

const card: PaymentOption = {
  slug: 'sberbank_card',
  name: 'Sberbank — card',
  payment_type: 'card',
  bank: 'sberbank',
  fields: ['card_number', 'holder'],
  names: { card_number: 'Card number', holder: 'Card holder' },
  validation_rules: { card_number: ['required', 'string', 'digits:16', 'luhn'], holder: ['required', 'string', 'min:2', 'max:100'] },
};

describe('validateRequisite', () => {
  it('asks for a name, a currency, a type and an option with the spec texts', () => {
    expect(validateRequisite({ ...newRequisiteDraft(), name: '  ' }, undefined, t, { needsOwner: false })).toEqual({
      name: 'Name must be a string',
      currency: 'Currency must be a string',
      payment_type: 'Type must be',
      payment_option: 'Options must be',
    });
    expect(validateRequisite(newRequisiteDraft(), undefined, ru, { needsOwner: false }).payment_option).toBe('Выберите способ оплаты');
  });

  it('asks an admin for the owner', () => {
    expect(validateRequisite(newRequisiteDraft(), undefined, t, { needsOwner: true }).user_uuid).toBeDefined();
  });

  it('checks every attribute by the option rules, keyed by the attribute', () => {
    const draft = {
      ...newRequisiteDraft(),
      name: 'Main',
      currency: 'RUB',
      payment_type: 'card',
      payment_option: 'sberbank_card',
      attributes: { card_number: '4111 1111 1111 1112', holder: 'I' },
    };
    expect(validateRequisite(draft, card, t, { needsOwner: false })).toEqual({
      'attributes.card_number': 'is not a valid card number (checksum)',
      'attributes.holder': 'must be at least 2 characters',
    });
    const good = { ...draft, attributes: { card_number: '4111 1111 1111 1111', holder: 'IVAN PETROV' } };
    expect(validateRequisite(good, card, t, { needsOwner: false })).toEqual({});
  });
});

describe('toRequisiteBody', () => {
  it('sends slugs and the option fields only, card numbers as digits', () => {
    const draft = {
      ...newRequisiteDraft(),
      name: ' Main ',
      currency: 'RUB',
      payment_type: 'card',
      payment_option: 'sberbank_card',
      attributes: { card_number: '4111 1111 1111 1111', holder: ' IVAN ', phone: '79161234567' },
    };
    expect(toRequisiteBody(draft, card)).toEqual({
      name: 'Main',
      currency: 'RUB',
      payment_type: 'card',
      payment_option: 'sberbank_card',
      attributes: { card_number: '4111111111111111', holder: 'IVAN' },
      is_active: true,
    });
  });
});
