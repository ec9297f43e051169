/**
 * Pieces the built-in patterns are made of. They run on normalised text (see normalize-text.ts):
 * one space between words, ё folded to е, every amount before a currency written as
 * "1500.20 RUB". Every quantifier is bounded so that each pattern passes the backtracking check
 * an admin's template must pass too.
 */
const NUMBER = String.raw`\d{1,12}(?:\.\d{1,2})?`;

export const AMOUNT = String.raw`(?<amount>${NUMBER}) (?<currency>RUB|USD|EUR)`;
export const BALANCE = String.raw`(?<balance>${NUMBER}) (?:RUB|USD|EUR)`;
/** A person as banks write them: one to four words and an initial ("Тимур Ж.", "РУСЛАН ОЛЕГОВИЧ Б."). */
export const PAYER = String.raw`(?<payer>[\p{L}'-]{1,30}(?: [\p{L}'-]{1,30}){0,3} \p{L}\.)`;
/** "12:01" with an optional "26.02.25 " before it. */
export const TIME = String.raw`(?:\d\d\.\d\d(?:\.\d{2,4})? )?\d\d:\d\d`;
/** Sberbank's card or account mark: "СЧЕТ4821", "VISA7315", "MIR-5517", "ПЛАТ.СЧЕТ6334". */
export const SBER_CARD = String.raw`[\p{L}.]{2,12}-?(?<tail>\d{4})`;
/** Free text up to the next field, e.g. a shop or a counterparty. */
export const DESCRIPTOR = String.raw`[^|]{1,80}?`;

/** Left word boundary for Cyrillic and Latin alike (\b only knows ASCII). */
const WORD_START = String.raw`(?<!\p{L})`;

export const anyWordStart = (stems: readonly string[]): string => `${WORD_START}(?:${stems.join('|')})`;
