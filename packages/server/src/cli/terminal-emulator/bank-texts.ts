import { BANKS } from '../../modules/terminals/parsing/bank-sources';

/** What an incoming payment's text says: the amount ("1500" or "1500.50" roubles), the card's last four digits, the payer. */
export type IncomingPayment = { amount: string; tail: string; payer: string; balance?: string; at?: Date };

/** A notification as the phone would forward it. */
export type BankText = { source: string; title: string | null; text: string };

type Shape = (payment: Required<IncomingPayment>) => string;
/** A push's title is the app's name, unless the bank puts a field of the payment there. */
type BankShapes = { sms: Shape; push: Shape; title?: Shape };

const two = (value: number) => String(value).padStart(2, '0');
const hhmm = (at: Date) => `${two(at.getHours())}:${two(at.getMinutes())}`;
const ddmmyy = (at: Date) => `${two(at.getDate())}.${two(at.getMonth() + 1)}.${String(at.getFullYear()).slice(2)}`;
const ddmmyyyy = (at: Date) => `${two(at.getDate())}.${two(at.getMonth() + 1)}.${at.getFullYear()}`;

const [wholeOf, centsOf] = [(amount: string) => amount.split('.')[0]!, (amount: string) => (amount.split('.')[1] ?? '').padEnd(2, '0')];
/** "1500.50" → "1500.50", "1500.00" → "1500": as most SMS write roubles. */
const plain = (amount: string) => (centsOf(amount) === '00' ? wholeOf(amount) : `${wholeOf(amount)}.${centsOf(amount)}`);
/** "1500.50" → "1 500,50": as the apps' pushes write them. */
const spaced = (amount: string) => {
  const whole = wholeOf(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return centsOf(amount) === '00' ? whole : `${whole},${centsOf(amount)}`;
};
const withCents = (amount: string) => `${wholeOf(amount)}.${centsOf(amount)}`;

/** The plain shapes every bank's templates read (common-templates.ts): for banks without a public sample of their own. */
const COMMON: BankShapes = {
  sms: (p) => `Зачисление ${plain(p.amount)}р на карту *${p.tail} от ${p.payer} Баланс: ${plain(p.balance)}р`,
  push: (p) => `Поступление перевода +${spaced(p.amount)} ₽ на счет *${p.tail} от ${p.payer}`,
};

/** Each bank's own incoming formats, as the fixtures in test/fixtures/sms show them. */
const SHAPES: Record<string, BankShapes> = {
  sberbank: {
    sms: (p) => `СЧЁТ${p.tail} ${hhmm(p.at)} Перевод ${plain(p.amount)}р от ${p.payer} Баланс: ${plain(p.balance)}р`,
    push: (p) => `Перевод от ${p.payer} + ${spaced(p.amount)} ₽ Visa •• ${p.tail} Баланс: ${spaced(p.balance)} ₽`,
    title: () => 'СберБанк Онлайн',
  },
  tbank: {
    sms: (p) => `Пополнение. Карта *${p.tail}. Сумма ${withCents(p.amount)} RUB. Card2Card. Доступно ${withCents(p.balance)} RUB`,
    push: COMMON.push,
    title: () => 'Т-Банк',
  },
  alfabank: {
    sms: (p) =>
      `**${p.tail}; Postupleniye; Summa: ${spaced(p.amount)} RUR; Ostatok: ${spaced(p.balance)} RUR; ${ddmmyyyy(p.at)}; Podrobnosti v mobilnom banke alfabank.ru/app`,
    push: (p) => `Поступление ${plain(p.amount)} руб. на карту *${p.tail} от ${p.payer}`,
    title: () => 'Альфа-Банк',
  },
  vtb: {
    sms: (p) =>
      `Schet *${p.tail}: postuplenie ${withCents(p.amount)} RUB; perevod ${ddmmyyyy(p.at)} ${hhmm(p.at)}:00; dostupno ${withCents(p.balance)} RUB`,
    push: (p) => `Поступление ${plain(p.amount)}р Счет*${p.tail} от ${p.payer} Баланс ${plain(p.balance)}р ${hhmm(p.at)}`,
    title: () => 'ВТБ Онлайн',
  },
  raiffeisen: {
    sms: (p) => `Zachislen perevod ${withCents(p.amount)} RUR na schet *${p.tail}. Balans ${withCents(p.balance)} RUR. Raiffeisenbank`,
    // The push carries the card in its title: the phone forwards both.
    push: (p) => `+ ${spaced(p.amount)} ₽ от ${p.payer} Теперь на карте ${spaced(p.balance)} ₽`,
    title: (p) => `Пополнили карту *${p.tail}`,
  },
  gazprombank: {
    sms: (p) =>
      `Telecard; Card${p.tail}; Poluchen perevod; Summa ${plain(p.amount)} RUR; ${ddmmyy(p.at)} ${hhmm(p.at)}:00; PEREVOD NA KARTU; dostupno: ${withCents(p.balance)} RUR`,
    push: COMMON.push,
    title: () => 'Газпромбанк',
  },
  mtsbank: {
    sms: (p) =>
      `Пополнение VP *${p.tail}; ${ddmmyy(p.at).slice(0, 5)} ${hhmm(p.at)}; ${spaced(p.amount)} RUB; Остаток: ${spaced(p.balance)} RUB`,
    push: COMMON.push,
    title: () => 'МТС Банк',
  },
  pochtabank: {
    sms: (p) => `Карта 4*${p.tail}. Пополнение на ${withCents(p.amount)}р. Доступно ${withCents(p.balance)}р`,
    push: COMMON.push,
    title: () => 'Почта Банк',
  },
  rosbank: {
    sms: (p) => `Счет L*${p.tail}: Пополнение ${withCents(p.amount)} RUB; Доступно: ${withCents(p.balance)} RUB; ${ddmmyy(p.at)}`,
    push: COMMON.push,
    title: () => 'Росбанк',
  },
  yoomoney: {
    sms: (p) =>
      `ЮMoney. Кошелек *${p.tail} пополнен на ${plain(p.amount).replace('.', ',')}р Доступно: ${plain(p.balance).replace('.', ',')}р`,
    push: COMMON.push,
    title: () => 'ЮMoney',
  },
};

/** The catalogue's bank names where the parser's slugs differ (see device.service.ts). */
const PARSER_BANK: Record<string, string> = { ozon: 'ozonbank' };

/** The parser's bank slug of a payment catalogue's bank ("ozon" → "ozonbank"), if a bank of BANKS. */
export const bankSlugOf = (catalogueBank: string | null | undefined): string | null => {
  if (!catalogueBank) return null;
  const slug = PARSER_BANK[catalogueBank] ?? catalogueBank;
  return BANKS.some((bank) => bank.slug === slug) ? slug : null;
};

/** Every bank the emulator can write for: each of BANKS, with its own shapes or the common ones. */
export const EMULATED_BANKS: readonly string[] = BANKS.map((bank) => bank.slug);

/** "1500", "1500.5", "1 500,50" → "1500.50"; null when it is not an amount. */
export const asAmount = (raw: string): string | null => {
  const match = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(raw.replace(/[\s\u00a0]/g, ''));
  return match ? `${BigInt(match[1]!)}.${(match[2] ?? '').padEnd(2, '0')}` : null;
};

/**
 * The text the bank would send for an incoming payment: its SMS from the bank's sender id, or
 * (`push`) the app's notification from its Android package, so that the built-in templates read it
 * as incoming with that amount and tail.
 */
export const incomingText = (bankSlug: string, payment: IncomingPayment, push = false): BankText => {
  const bank = BANKS.find((item) => item.slug === bankSlug);
  if (!bank) throw new Error(`Unknown bank "${bankSlug}"; one of: ${EMULATED_BANKS.join(', ')}`);
  const amount = asAmount(payment.amount);
  if (!amount) throw new Error(`"${payment.amount}" is not an amount`);
  if (!/^\d{4}$/.test(payment.tail)) throw new Error(`The tail must be four digits, not "${payment.tail}"`);
  const balance = asAmount(payment.balance ?? '') ?? `${BigInt(wholeOf(amount)) + 12_345n}.${centsOf(amount)}`;
  const filled = { ...payment, amount, balance, at: payment.at ?? new Date() };
  const shapes = SHAPES[bank.slug] ?? COMMON;
  const packageName = bank.sources.find((source) => source.includes('.'))!;
  const senderId = bank.sources.find((source) => !source.includes('.'))!;
  if (!push) return { source: senderId, title: null, text: shapes.sms(filled) };
  return { source: packageName, title: shapes.title?.(filled) ?? bank.name, text: shapes.push(filled) };
};
