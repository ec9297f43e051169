import { describe, expect, it } from 'vitest';
import { BANKS, bankOfSource } from './bank-sources';
import { BUILTIN_TEMPLATES } from './builtin-templates';
import { MAX_TEXT_LENGTH } from './normalize-text';
import type { NotificationTemplate } from './notification-template';
import { parseNotification } from './parse-notification';

const custom = (overrides: Partial<NotificationTemplate>): NotificationTemplate => ({
  id: '00000000-0000-4000-8000-000000000001',
  bank: 'sberbank',
  sources: ['900'],
  kind: 'incoming',
  pattern: '^never$',
  builtin: false,
  enabled: true,
  ...overrides,
});

const SBER_TRANSFER = 'СЧЁТ4821 21:21 Перевод 7000р от Тимур Ж. Баланс: 51 110.2р';

describe('reading a bank notification', () => {
  it('refuses a sender on no bank whitelist', () => {
    expect(parseNotification({ source: '+79001234567', text: SBER_TRANSFER }, BUILTIN_TEMPLATES)).toEqual({
      outcome: 'unknown_source',
      bank: null,
      kind: null,
      amount: null,
      currency: null,
      payer: null,
      tail: null,
      balance: null,
      templateId: null,
    });
  });

  it('leaves a text no template knows unparsed, never guessed', () => {
    const parsed = parseNotification({ source: '900', text: 'Ваш перевод 7000р ушёл куда-то' }, BUILTIN_TEMPLATES);
    expect(parsed).toMatchObject({ outcome: 'unparsed', bank: 'sberbank', kind: null, amount: null });
  });

  it('compares senders and packages case-insensitively', () => {
    expect(bankOfSource('TINKOFF')).toBe('tbank');
    expect(bankOfSource(' Ru.SberbankMobile ')).toBe('sberbank');
    expect(
      parseNotification({ source: 'tinkoff', text: 'Пополнение, счет RUB. 236 RUB. Доступно 713.79 RUB' }, BUILTIN_TEMPLATES),
    ).toMatchObject({
      outcome: 'parsed',
      bank: 'tbank',
      kind: 'incoming',
      amount: '236.00',
    });
  });

  it('picks the bank by the sender, not by a bank named in the text', () => {
    const parsed = parseNotification(
      { source: '900', text: 'VISA7315 23:34 Перевод из Альфа-Банк +10р от ПЕТР С. Баланс: 102.47р' },
      BUILTIN_TEMPLATES,
    );
    expect(parsed).toMatchObject({ bank: 'sberbank', templateId: 'sberbank.sms.incoming-transfer' });
    // The same Alfa-Bank push shape from Sberbank's sender reads nothing: Alfa-Bank's templates are not Sberbank's.
    expect(
      parseNotification({ source: '900', text: '**6173; Postupleniye; Summa: 1500 RUR; Ostatok: 1609,11 RUR' }, BUILTIN_TEMPLATES).outcome,
    ).toBe('unparsed');
  });

  it('tries codes and other non-payments before any incoming template', () => {
    const greedy = custom({ pattern: String.raw`(?<amount>\d{1,12}) (?<currency>RUB)` });
    const code = 'Для подписания чека выдачи наличных на 84 578р с Плат. счёта *1046 введите код 85197';
    expect(parseNotification({ source: '900', text: code }, [greedy, ...BUILTIN_TEMPLATES])).toMatchObject({
      kind: 'ignore',
      amount: null,
    });
    expect(parseNotification({ source: '900', text: code }, [greedy])).toMatchObject({ kind: 'incoming', amount: '84578.00' });
  });

  it('skips a disabled template', () => {
    const disabled = BUILTIN_TEMPLATES.map((template) =>
      template.id === 'sberbank.sms.incoming-transfer' ? { ...template, enabled: false } : template,
    );
    expect(parseNotification({ source: '900', text: SBER_TRANSFER }, disabled).outcome).toBe('unparsed');
  });

  it('applies a custom template only to its own bank’s whitelisted sources', () => {
    const text = 'Деньги пришли 500р от Иван И.';
    const pattern = String.raw`^Деньги пришли (?<amount>\d{1,12}) (?<currency>RUB) от (?<payer>[\p{L} .]{1,40})`;
    expect(parseNotification({ source: '900', text }, [custom({ pattern })])).toMatchObject({
      kind: 'incoming',
      amount: '500.00',
      payer: 'Иван И.',
    });
    expect(parseNotification({ source: '900', text }, [custom({ pattern, sources: ['ru.sberbankmobile'] })]).outcome).toBe('unparsed');
    expect(parseNotification({ source: 'Tinkoff', text }, [custom({ pattern, sources: ['900', 'Tinkoff'] })]).outcome).toBe('unparsed');
  });

  it('reads the amount from the title when the body has only the balance', () => {
    const pattern = String.raw`^\+(?<amount>\d{1,12}(?:\.\d{1,2})?) (?<currency>RUB) от (?<payer>[\p{L}]{1,30} \p{L}\.) \| Баланс (?<balance>\d{1,12}(?:\.\d{1,2})?) RUB`;
    const parsed = parseNotification({ source: 'ru.sberbankmobile', title: '+5 000 ₽ от Иван И.', text: 'Баланс 10 000 ₽' }, [
      custom({ pattern, sources: ['ru.sberbankmobile'] }),
    ]);
    expect(parsed).toMatchObject({ kind: 'incoming', amount: '5000.00', payer: 'Иван И.', balance: '10000.00' });
  });

  it('keeps ё in a payer’s name', () => {
    const parsed = parseNotification(
      { source: '900', text: 'VISA7315 18:35 Перевод из Ozon банк +100р от АРТЁМ Б. Баланс: 2012.47р' },
      BUILTIN_TEMPLATES,
    );
    expect(parsed.payer).toBe('АРТЁМ Б.');
  });

  it('reads two joined SMS about one payment as one payment', () => {
    const text = 'VISA7315 18:30 зачисление 500р Т-Bank Баланс: 2412.47р\n\n\nVISA7315 18:30 Глеб Ф. перевел(а) вам 500р.';
    expect(parseNotification({ source: '900', text }, BUILTIN_TEMPLATES)).toMatchObject({
      kind: 'incoming',
      amount: '500.00',
      payer: 'Глеб Ф.',
      tail: '7315',
      balance: '2412.47',
    });
  });

  it('does not guess when joined SMS tell different stories', () => {
    const twoPayments = 'VISA7315 18:30 зачисление 500р Т-Bank Баланс: 2412.47р\n\nVISA7315 18:31 Глеб Ф. перевел(а) вам 700р.';
    expect(parseNotification({ source: '900', text: twoPayments }, BUILTIN_TEMPLATES).outcome).toBe('unparsed');
    const withUnknown = `${SBER_TRANSFER}\n\nЧто-то ещё про 7000р`;
    expect(parseNotification({ source: '900', text: withUnknown }, BUILTIN_TEMPLATES).outcome).toBe('unparsed');
  });

  it('reads only the first 2,000 characters', () => {
    const pattern = String.raw`x(?<amount>\d{1,3}) (?<currency>RUB)`;
    const late = `${'а'.repeat(MAX_TEXT_LENGTH)} x500р`;
    expect(parseNotification({ source: '900', text: late }, [custom({ pattern })]).outcome).toBe('unparsed');
  });

  it('gives the recipient of an outgoing transfer as no payer', () => {
    const parsed = parseNotification(
      { source: 'Tinkoff', text: 'Перевод. Счет RUB. 500 RUB. Сергей С. Баланс 653.04 RUB' },
      BUILTIN_TEMPLATES,
    );
    expect(parsed).toMatchObject({ kind: 'outgoing', amount: '500.00', payer: null });
  });
});

describe('the built-in templates', () => {
  it('have unique ids and only whitelisted sources of their own bank', () => {
    expect(new Set(BUILTIN_TEMPLATES.map((template) => template.id)).size).toBe(BUILTIN_TEMPLATES.length);
    for (const template of BUILTIN_TEMPLATES) {
      expect(template.sources.every((source) => bankOfSource(source) === template.bank)).toBe(true);
    }
  });

  it('cover every bank on the whitelist, each with an incoming template', () => {
    for (const bank of BANKS) {
      expect(BUILTIN_TEMPLATES.some((template) => template.bank === bank.slug && template.kind === 'incoming')).toBe(true);
    }
  });

  it('stay fast on hostile texts of the longest length read', () => {
    const hostile = [
      '1 '.repeat(1000),
      'а'.repeat(2000),
      'Перевод от Иван И. '.repeat(110),
      'СЧЁТ4821 21:21 Перевод 7000р от '.padEnd(2000, 'Тимур '),
      'Пополнение на 1 RUB, счет RUB. '.padEnd(2000, 'Иван Иван Иван Иван '),
      'Заплатили картой *4410 | - 1 RUB '.padEnd(2000, 'в Пятерочка. '),
      ' Баланс: 1 RUB'.repeat(140),
    ];
    for (const bank of BANKS) {
      for (const text of hostile) {
        const started = performance.now();
        parseNotification({ source: bank.sources[0] ?? '', title: text.slice(0, 200), text }, BUILTIN_TEMPLATES);
        expect(performance.now() - started).toBeLessThan(250);
      }
    }
  });
});
