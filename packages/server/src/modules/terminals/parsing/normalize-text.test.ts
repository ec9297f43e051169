import { describe, expect, it } from 'vitest';
import { fixHomoglyphs, normalizeText, prepareText, splitJoinedMessages, toDecimal2 } from './normalize-text';

describe('normalising a notification text', () => {
  it.each([
    ['no-break space U+00A0', '\u00A0'],
    ['narrow no-break space U+202F', '\u202F'],
    ['thin space U+2009', '\u2009'],
    ['figure space U+2007', '\u2007'],
    ['ideographic space U+3000', '\u3000'],
    ['tab', '\t'],
    ['line break', '\n'],
  ])('treats a %s as a space', (_name, space) => {
    expect(normalizeText(`Доступно${space}1${space}500,00${space}₽`)).toBe('Доступно 1500.00 RUB');
  });

  it('drops zero-width characters and collapses runs of spaces', () => {
    expect(normalizeText('  Пополнение\u200B,  счет RUB.\u00A0\u00A0 236 RUB. ')).toBe('Пополнение, счет RUB. 236 RUB.');
  });

  it.each([
    ['1 500,00 ₽', '1500.00 RUB'],
    ['1500.00 ₽', '1500.00 RUB'],
    ['1\u202F500.5р', '1500.5 RUB'],
    ['2 000 000р.', '2000000 RUB'],
    ['51 110.2р', '51110.2 RUB'],
    ['700 руб.', '700 RUB'],
    ['700 рублей', '700 RUB'],
    ['15 RUR', '15 RUB'],
    ['15 rub', '15 RUB'],
    ['15 USD', '15 USD'],
    ['15 €', '15 EUR'],
  ])('writes "%s" as "%s"', (written, normal) => {
    expect(normalizeText(`на ${written} в`)).toBe(`на ${normal} в`);
  });

  it('keeps card tails and times apart from the amount after them', () => {
    expect(normalizeText('Карта *1234 500р')).toBe('Карта *1234 500 RUB');
    expect(normalizeText('VISA7315 18:30 500р')).toBe('VISA7315 18:30 500 RUB');
  });

  it('leaves numbers without a currency alone', () => {
    expect(normalizeText('Код: 30817. Счет 40817 810')).toBe('Код: 30817. Счет 40817 810');
  });

  it.each([
    ['minus sign U+2212', '\u2212'],
    ['non-breaking hyphen U+2011', '\u2011'],
    ['en dash U+2013', '\u2013'],
    ['em dash U+2014', '\u2014'],
  ])('reads a %s before an amount as a minus', (_name, minus) => {
    expect(normalizeText(`${minus} 689.68 ₽ в Пятерочка`)).toBe('- 689.68 RUB в Пятерочка');
  });

  it('maps Latin look-alikes into a Cyrillic word', () => {
    expect(fixHomoglyphs('Пepeвод oт Ивaнa')).toBe('Перевод от Ивана');
    expect(fixHomoglyphs('Пoполнение, cчет')).toBe('Пополнение, счет');
  });

  it('maps Cyrillic look-alikes into a Latin word', () => {
    expect(fixHomoglyphs('Рokupkа Summа: Ostаtok YАGОDKА')).toBe('Pokupka Summa: Ostatok YAGODKA');
  });

  it('leaves single-script words as they are', () => {
    expect(fixHomoglyphs('Т-Bank VISA СЧЕТ')).toBe('Т-Bank VISA СЧЕТ');
  });

  it('folds ё for matching but keeps it in the text names are cut from', () => {
    expect(prepareText('от АРТЁМ Б.')).toEqual({ shaped: 'от АРТЁМ Б.', matchable: 'от АРТЕМ Б.' });
  });

  it('drops a collector time stamp before the text', () => {
    expect(normalizeText('[27.02.2025 в 19:36] Перевод от Дарья Д. +100.23р')).toBe('Перевод от Дарья Д. +100.23 RUB');
  });

  it('splits SMS a collector joined with blank lines, not single line breaks', () => {
    expect(splitJoinedMessages('a 1р\n\n\nb 2р')).toEqual(['a 1р', 'b 2р']);
    expect(splitJoinedMessages('Карта 4*8274 \nЗачислено 1 RUB')).toEqual(['Карта 4*8274 \nЗачислено 1 RUB']);
  });

  it.each([
    ['1500', '1500.00'],
    ['51110.2', '51110.20'],
    ['1 609,11', '1609.11'],
    ['1,500.00', '1500.00'],
    ['007', '7.00'],
  ])('writes the amount %s as %s', (raw, decimal) => {
    expect(toDecimal2(raw)).toBe(decimal);
  });

  it('refuses what is not an amount', () => {
    expect(toDecimal2('12.345')).toBeNull();
    expect(toDecimal2('abc')).toBeNull();
    expect(toDecimal2('')).toBeNull();
  });
});
