/** The parser reads at most this much of a text, so a hostile text cannot make a template slow. */
export const MAX_TEXT_LENGTH = 2000;

const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/gu;
const SPACES = /[\s\p{Zs}]+/gu;
// Hyphens, dashes and the minus sign (U+2212) all become '-': banks put any of them before a debit.
const MINUS_LIKE = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/gu;
// Some collectors prefix the text with their own time stamp: "[27.02.2025 в 19:36] …".
const COLLECTOR_STAMP = /^\[\d{1,2}\.\d{1,2}\.\d{2,4}(?: в)? \d{1,2}:\d{2}(?::\d{2})?\] /u;

export const normalizeSpaces = (text: string): string => text.replace(INVISIBLE, '').replace(SPACES, ' ').trim();

export const normalizeMinus = (text: string): string => text.replace(MINUS_LIKE, '-');

const LATIN_TO_CYRILLIC: Record<string, string> = {
  a: 'а',
  A: 'А',
  B: 'В',
  c: 'с',
  C: 'С',
  e: 'е',
  E: 'Е',
  H: 'Н',
  K: 'К',
  k: 'к',
  M: 'М',
  o: 'о',
  O: 'О',
  p: 'р',
  P: 'Р',
  T: 'Т',
  x: 'х',
  X: 'Х',
  y: 'у',
  Y: 'У',
};
const CYRILLIC_TO_LATIN: Record<string, string> = Object.fromEntries(Object.entries(LATIN_TO_CYRILLIC).map(([lat, cyr]) => [cyr, lat]));

const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;

const mapLetters = (word: string, map: Record<string, string>): string => [...word].map((ch) => map[ch] ?? ch).join('');

/**
 * A word mixing scripts is written in the script of its letters that have no look-alike
 * ("Пepeвод": П, в, д exist only in Cyrillic; "Summа": S, u only in Latin); failing that, in the
 * script of most of its letters. The other script's look-alikes are mapped into it.
 */
const fixWordScript = (word: string): string => {
  const letters = [...word];
  const cyrillic = letters.filter((ch) => CYRILLIC.test(ch));
  const latin = letters.filter((ch) => LATIN.test(ch));
  if (cyrillic.length === 0 || latin.length === 0) return word;
  const onlyCyrillic = cyrillic.some((ch) => !(ch in CYRILLIC_TO_LATIN));
  const onlyLatin = latin.some((ch) => !(ch in LATIN_TO_CYRILLIC));
  if (onlyCyrillic && !onlyLatin) return mapLetters(word, LATIN_TO_CYRILLIC);
  if (onlyLatin && !onlyCyrillic) return mapLetters(word, CYRILLIC_TO_LATIN);
  if (cyrillic.length > latin.length) return mapLetters(word, LATIN_TO_CYRILLIC);
  if (latin.length > cyrillic.length) return mapLetters(word, CYRILLIC_TO_LATIN);
  return word;
};

export const fixHomoglyphs = (text: string): string => text.replace(/\p{L}+/gu, fixWordScript);

const CURRENCY_CODES: readonly (readonly [RegExp, string])[] = [
  [/^(?:₽|р|p|руб|rub|rur)/iu, 'RUB'],
  [/^(?:\$|usd)/iu, 'USD'],
  [/^(?:€|eur)/iu, 'EUR'],
];

export const currencyCode = (marker: string): string | null => CURRENCY_CODES.find(([test]) => test.test(marker.trim()))?.[1] ?? null;

// An amount right before a currency marker: "1 500,00 ₽", "51 110.2р", "1500 RUR". Not after a
// digit, a separator or a colon, so "*1234 500р" and "18:30 500р" keep their own numbers.
const AMOUNT_WITH_CURRENCY =
  /(?<![\d.,:])(\d{1,3}(?: \d{3})+|\d+)(?:[.,](\d{1,2}))?(?!\d) ?(₽|руб(?:лей|ля|ль)?\.?|[рp]\.?|rub|rur|usd|eur|\$|€)(?![\p{L}\d])/giu;

/** Every amount written before a currency marker becomes "<digits>[.<decimals>] <ISO code>". */
export const normalizeAmounts = (text: string): string =>
  text.replace(AMOUNT_WITH_CURRENCY, (_match, whole: string, decimals: string | undefined, marker: string) => {
    const digits = whole.replace(/ /g, '');
    return `${decimals ? `${digits}.${decimals}` : digits} ${currencyCode(marker) ?? marker}`;
  });

export const foldYo = (text: string): string => text.replace(/ё/g, 'е').replace(/Ё/g, 'Е');

/**
 * Two forms of one text: `shaped` (spaces, minus signs, collector stamp, homoglyphs and amounts
 * normalised) and `matchable` (the same with ё folded to е). Templates run on `matchable`; names
 * are cut from `shaped` at the same offsets, so "АРТЁМ" stays "АРТЁМ".
 */
export const prepareText = (raw: string): { shaped: string; matchable: string } => {
  const shaped = normalizeAmounts(fixHomoglyphs(normalizeMinus(normalizeSpaces(raw)).replace(COLLECTOR_STAMP, ''))).trim();
  return { shaped, matchable: foldYo(shaped) };
};

/** What a template sees: the whole text normalised, with ё folded. */
export const normalizeText = (raw: string): string => prepareText(raw).matchable;

/** Collectors sometimes join two SMS with blank lines between them. */
export const splitJoinedMessages = (raw: string): string[] =>
  raw
    .split(/\r?\n[ \t\u00A0]*\r?\n/u)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

/** "1500" → "1500.00", "51110.2" → "51110.20", "1 609,11" → "1609.11"; null when it is not an amount. */
export const toDecimal2 = (raw: string): string | null => {
  let text = raw.replace(/[\s\p{Zs}]/gu, '');
  text = text.includes('.') && text.includes(',') ? text.replace(/,/g, '') : text.replace(',', '.');
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const whole = (match[1] ?? '0').replace(/^0+(?=\d)/, '');
  return `${whole}.${(match[2] ?? '').padEnd(2, '0')}`;
};
