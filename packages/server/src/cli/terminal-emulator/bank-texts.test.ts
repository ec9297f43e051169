import { describe, expect, it } from 'vitest';
import { BANKS } from '../../modules/terminals/parsing/bank-sources';
import { BUILTIN_TEMPLATES } from '../../modules/terminals/parsing/builtin-templates';
import { parseNotification } from '../../modules/terminals/parsing/parse-notification';
import { asAmount, bankSlugOf, EMULATED_BANKS, incomingText } from './bank-texts';

const WITH_INCOMING = BANKS.filter((bank) =>
  BUILTIN_TEMPLATES.some((template) => template.bank === bank.slug && template.kind === 'incoming'),
);
const PAYMENTS = [
  { amount: '1500', tail: '1111', payer: 'Иван И.' },
  { amount: '87.05', tail: '0042', payer: 'АРТЁМ Б.' },
  { amount: '123456.7', tail: '9876', payer: 'Анна Сергеевна К.' },
];
const AT = new Date(2025, 2, 4, 9, 7);

const read = (bank: string, payment: (typeof PAYMENTS)[number], push: boolean) => {
  const built = incomingText(bank, { ...payment, at: AT }, push);
  return parseNotification(built, BUILTIN_TEMPLATES);
};

describe('the emulated bank texts', () => {
  it('cover every bank that has an incoming format', () => {
    expect(WITH_INCOMING.length).toBe(BANKS.length);
    expect([...EMULATED_BANKS].sort()).toEqual(WITH_INCOMING.map((bank) => bank.slug).sort());
  });

  describe.each(WITH_INCOMING.map((bank) => [bank.slug] as const))('%s', (bank) => {
    it.each([false, true].flatMap((push) => PAYMENTS.map((payment) => [push ? 'push' : 'SMS', payment.amount, push, payment] as const)))(
      'its %s of %s is read back as incoming with that amount and tail',
      (_channel, _amount, push, payment) => {
        const parsed = read(bank, payment, push);
        expect(parsed).toMatchObject({ outcome: 'parsed', bank, kind: 'incoming', currency: 'RUB', tail: payment.tail });
        expect(parsed.amount).toBe(asAmount(payment.amount));
      },
    );
  });

  it('name the payer where the format carries one', () => {
    expect(read('sberbank', PAYMENTS[1]!, false).payer).toBe('АРТЁМ Б.');
    expect(read('vtb', PAYMENTS[0]!, true).payer).toBe('Иван И.');
  });

  it('refuse an unknown bank, an amount that is none and a tail of other than four digits', () => {
    expect(() => incomingText('nobank', PAYMENTS[0]!)).toThrow(/Unknown bank/);
    expect(() => incomingText('sberbank', { ...PAYMENTS[0]!, amount: '12a' })).toThrow(/not an amount/);
    expect(() => incomingText('sberbank', { ...PAYMENTS[0]!, tail: '123' })).toThrow(/four digits/);
  });

  it("map the payment catalogue's bank names to the parser's", () => {
    expect(bankSlugOf('ozon')).toBe('ozonbank');
    expect(bankSlugOf('sberbank')).toBe('sberbank');
    expect(bankSlugOf('nobank')).toBeNull();
    expect(bankSlugOf(null)).toBeNull();
  });
});
