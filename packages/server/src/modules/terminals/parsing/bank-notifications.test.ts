import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILTIN_TEMPLATES } from './builtin-templates';
import { parseNotification } from './parse-notification';

type Sample = {
  id: string;
  sender: string;
  title?: string | null;
  text: string;
  expected: {
    amount: string | null;
    currency: string | null;
    sender_name_or_null: string | null;
    card_tail_or_null: string | null;
    balance_or_null: string | null;
    kind: 'incoming' | 'outgoing' | 'other';
  };
};

const FIXTURES = path.join(import.meta.dirname, '../../../../test/fixtures/sms');
const load = (file: string): Sample[] => JSON.parse(fs.readFileSync(path.join(FIXTURES, file), 'utf8')) as Sample[];

/**
 * Only incoming and outgoing money carries an amount, a currency and (incoming only) a payer; for
 * kind 'other' they are null, as the fixtures' README decides. Two fixture samples (tbank-08, a
 * cash deposit, and ozon-06, the holder's own transfer) still list an amount there: the parser
 * drops it on purpose so that nothing can take such money for a customer's payment.
 */
const expectedReading = ({ expected }: Sample) => {
  const other = expected.kind === 'other';
  return {
    kind: expected.kind,
    amount: other ? null : expected.amount,
    currency: other ? null : expected.currency,
    payer: other ? null : expected.sender_name_or_null,
    tail: expected.card_tail_or_null,
    balance: expected.balance_or_null,
  };
};

const reading = (sample: Sample) => {
  const parsed = parseNotification({ source: sample.sender, title: sample.title ?? null, text: sample.text }, BUILTIN_TEMPLATES);
  const kind = parsed.kind === 'incoming' || parsed.kind === 'outgoing' ? parsed.kind : 'other';
  return { kind, amount: parsed.amount, currency: parsed.currency, payer: parsed.payer, tail: parsed.tail, balance: parsed.balance };
};

describe('the bank notification fixtures', () => {
  const samples = load('bank-notifications.ru.json');

  it('holds the 50 samples', () => expect(samples).toHaveLength(50));

  it.each(samples.map((sample) => [sample.id, sample] as const))('reads %s as expected', (_id, sample) => {
    expect(reading(sample)).toEqual(expectedReading(sample));
  });
});

describe('notifications from formats the fixtures do not show', () => {
  const samples = load('unseen-notifications.ru.json');

  it('holds at least 40 samples, money in that is not a payment among them', () => {
    expect(samples.length).toBeGreaterThanOrEqual(40);
    expect(samples.filter((sample) => sample.expected.kind === 'other').length).toBeGreaterThanOrEqual(20);
  });

  it.each(samples.map((sample) => [sample.id, sample] as const))('reads %s as expected', (_id, sample) => {
    expect(reading(sample)).toEqual(expectedReading(sample));
  });
});
