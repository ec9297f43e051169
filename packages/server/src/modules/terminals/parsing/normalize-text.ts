/** Every kind of space a bank or a phone may put in a text: no-break, narrow no-break, thin, em… */
const SPACES = /[\s\u00a0\u1680\u2000-\u200b\u202f\u205f\u2060\u3000\ufeff]+/gu;
/** Minus, non-breaking hyphen, figure dash, en and em dashes: all a minus before an amount. */
const DASHES = /[\u2010\u2011\u2012\u2013\u2014\u2212\ufe63\uff0d]/gu;
const LATIN_TO_CYRILLIC: Record<string, string> = {
  A: 'А',
  B: 'В',
  C: 'С',
  E: 'Е',
  H: 'Н',
  K: 'К',
  M: 'М',
  O: 'О',
  P: 'Р',
  T: 'Т',
  X: 'Х',
  Y: 'У',
  a: 'а',
  c: 'с',
  e: 'е',
  o: 'о',
  p: 'р',
  x: 'х',
  y: 'у',
  k: 'к',
};
const CYRILLIC_TO_LATIN = Object.fromEntries(Object.entries(LATIN_TO_CYRILLIC).map(([latin, cyrillic]) => [cyrillic, latin]));
const CYRILLIC = /[а-яё]/iu;
const LATIN = /[a-z]/i;

/**
 * A word written in two alphabets (a look-alike letter slipped in, by accident or to fool a
 * filter) is written in the alphabet most of its letters use.
 */
const oneAlphabet = (word: string) => {
  if (!CYRILLIC.test(word) || !LATIN.test(word)) return word;
  const letters = [...word];
  const cyrillic = letters.filter((char) => CYRILLIC.test(char)).length;
  const latin = letters.filter((char) => LATIN.test(char)).length;
  const map = cyrillic >= latin ? LATIN_TO_CYRILLIC : CYRILLIC_TO_LATIN;
  return letters.map((char) => map[char] ?? char).join('');
};

/** The text as templates read it: one kind of space, one kind of minus, one alphabet per word. */
export const normalizeText = (text: string) => text.replace(SPACES, ' ').replace(DASHES, '-').trim().split(' ').map(oneAlphabet).join(' ');

const CURRENCIES: Record<string, string> = {
  р: 'RUB',
  руб: 'RUB',
  '₽': 'RUB',
  rub: 'RUB',
  rur: 'RUB',
  usd: 'USD',
  $: 'USD',
  eur: 'EUR',
  '€': 'EUR',
};

/** An ISO code for a currency as banks write it ("р.", "руб", "₽", "RUR"…); RUB when the text names none. */
export const currencyOf = (written: string | undefined) => {
  if (!written) return 'RUB';
  return CURRENCIES[written.toLowerCase().replace(/\.$/, '')] ?? null;
};

/** "1 500,5" → "1500.50": thousands separated by spaces, either decimal separator, two places. */
export const decimalOf = (written: string | undefined) => {
  if (!written) return null;
  const compact = written.replace(/ /g, '').replace(',', '.');
  if (!/^\d{1,15}(\.\d{1,2})?$/.test(compact)) return null;
  const [units, cents = ''] = compact.split('.');
  return `${BigInt(units!).toString()}.${cents.padEnd(2, '0')}`;
};
