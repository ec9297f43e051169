import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILTIN_TEMPLATES, parseNotification } from './parse-notification';

type Sample = {
  id: string;
  sender: string;
  title: string | null;
  text: string;
  expected: {
    kind: 'incoming' | 'outgoing' | 'other';
    amount: string | null;
    currency: string | null;
    sender_name_or_null: string | null;
    card_tail_or_null: string | null;
    balance_or_null: string | null;
  };
};

const corpus = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../../../test/fixtures/sms', file), 'utf8')) as Sample[];

const kindOf = (kind: string | null) => (kind === 'incoming' || kind === 'outgoing' ? kind : 'other');

describe.each([['bank-notifications.ru.json'], ['unseen-notifications.ru.json']])('the bank texts of %s', (file) => {
  it.each(corpus(file).map((sample) => [sample.id, sample] as const))('reads %s right', (_id, sample) => {
    const parsed = parseNotification({ source: sample.sender, title: sample.title, text: sample.text }, BUILTIN_TEMPLATES);
    const { expected } = sample;
    expect(parsed.outcome).toBe('parsed');
    expect(kindOf(parsed.kind)).toBe(expected.kind);
    // The published samples are read field by field; of the others, what could confirm a payment.
    if (file !== 'bank-notifications.ru.json' && expected.kind !== 'incoming') return;
    expect({ amount: parsed.amount, currency: parsed.currency, payer: parsed.payer, tail: parsed.tail, balance: parsed.balance }).toEqual({
      amount: expected.amount,
      currency: expected.currency,
      payer: expected.sender_name_or_null,
      tail: expected.card_tail_or_null,
      balance: expected.balance_or_null,
    });
  });
});
