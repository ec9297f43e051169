import { BANKS } from './bank-sources';
import type { NotificationTemplate, TemplateKind } from './notification-template';

// Pieces the patterns share; the text is already normalised (one space, "-" for every minus).
const AMOUNT = String.raw`(?<amount>\d{1,3}(?: \d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)`;
const BALANCE = String.raw`(?<balance>\d{1,3}(?: \d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)`;
const CURRENCY = String.raw`(?<currency>руб|р|₽|RUB|RUR)(?![а-яёa-z])\.?`;
const CUR = String.raw`(?:руб|р|₽|RUB|RUR)(?![а-яёa-z])\.?`;
/** A person as banks write them: one to three words and an initial ("Тимур Ж.", "ОКСАНА ВИКТОРОВНА Д."). */
const PAYER = String.raw`(?<payer>[а-яёa-z]+(?: [а-яёa-z]+){0,2} [а-яёa-z]\.)`;
const CARD = String.raw`(?:СЧЕТ|СЧЁТ|VISA|MIR|ECMC|MAES|MC|MIR-|СЧЕТ-)`;
// JavaScript's \b knows only Latin letters: word edges for Cyrillic text are written out.
const W = String.raw`(?<![\p{L}\d])`;
const E = String.raw`(?![\p{L}\d])`;
const TIME = String.raw`(?:\d\d\.\d\d\.\d\d(?:\d\d)? )?\d\d:\d\d`;

/**
 * What is never a customer's payment, whatever amount it carries: codes, security notices,
 * adverts and credit offers, refunds, cashback, interest, salary, cash at an ATM and the
 * holder's own transfers. Tried before any incoming template of any bank.
 */
const NOT_A_PAYMENT = [
  String.raw`${W}код${E}|никому не (?:сообщайте|говорите|называйте)|парол[ья]|${W}code${E}`,
  String.raw`одобрен|кредит|займ|предлож|акци[яи]|розыгрыш|подарок|скидк`,
  String.raw`возврат|отмена|кэшбэк|кешбэк|кешбек|cashback|бонус|баллы|процент|капитализац`,
  String.raw`зарплат|заработн|аванс|пособи|пенси[яи]|стипенди|выплата от`,
  String.raw`банкомат|наличн|${W}atm${E}|внесение`,
  String.raw`обслуживан|если (?:это )?(?:были )?не вы|если вы не|вход в|входа в|мошенн|подтвержд`,
  String.raw`сво(?:его|их|ими) сч[её]т|между (?:своими )?сч[её]тами|с вашего сч[её]та|собственн`,
];

const OUTGOING = String.raw`(?:^|${W})(?:покупка|оплата|списание|снятие|выдача|платеж|платёж|(?<!поступил |входящий |получен )перевод (?!от |из )[^|]*?(?:через СБП в|на карту|на сч[её]т|получателю)|перевод\. |pokupka|spisanie|oplata)`;

const BLOCKED = String.raw`заблокирован|блокировк|приостановлен|ограничен[аоы]? (?:операции|доступ)|115-?ФЗ`;

type Spec = { bank: string; name: string; kind: TemplateKind; pattern: string; sources?: readonly string[] };

const sourcesOf = (bank: string) => BANKS.find((item) => item.slug === bank)!.sources;
const everyBank = BANKS.map((bank) => bank.slug);

const SPECS: Spec[] = [
  // Sberbank, SMS from 900 and the app's push.
  {
    bank: 'sberbank',
    name: 'sms.incoming-transfer',
    kind: 'incoming',
    pattern: String.raw`^${CARD}(?<tail>\d{4}) ${TIME} Перевод (?:из .+? )?\+?${AMOUNT} ?${CURRENCY} от ${PAYER}(?: Баланс: ${BALANCE} ?${CUR})?`,
  },
  {
    bank: 'sberbank',
    name: 'sms.incoming-top-up',
    kind: 'incoming',
    pattern: String.raw`^${CARD}(?<tail>\d{4}) ${TIME} зачисление ${AMOUNT} ?${CURRENCY} .*?Баланс: ${BALANCE} ?${CUR}(?:.*? ${PAYER} перевел)?`,
  },
  {
    bank: 'sberbank',
    name: 'push.incoming-from-bank',
    kind: 'incoming',
    pattern: String.raw`^Зачисление из .+? ${CARD}(?<tail>\d{4}) ${TIME} ${PAYER} перевел(?:\(а\))? вам ${AMOUNT} ?${CURRENCY}`,
  },
  {
    bank: 'sberbank',
    name: 'push.incoming-transfer',
    kind: 'incoming',
    pattern: String.raw`^(?:\[[^\]]{1,40}\] )?Перевод от ${PAYER}(?: [^+\d]{1,60}?)? ?\+ ?${AMOUNT} ?${CURRENCY}(?: [a-zа-яё]+ •+ ?(?<tail>\d{4}))?(?: -)?(?: Баланс: ${BALANCE} ?${CUR})?(?: (?:СЧЕТ|СЧЁТ|КАРТА) •+ ?(?<tail2>\d{4}))?`,
  },
  {
    bank: 'sberbank',
    name: 'sms.outgoing-sbp',
    kind: 'outgoing',
    pattern: String.raw`^${CARD}(?<tail>\d{4}) ${TIME} (?:(?:Оплата|Покупка|Списание|Выдача) ${AMOUNT} ?${CURRENCY}|Перевод ${AMOUNT.replace('amount', 'amount2')} ?${CURRENCY.replace('currency', 'currency2')} (?:через СБП в|на |для ))(?:.*?Баланс: ${BALANCE} ?${CUR})?`,
  },
  // T-Bank: SMS and the app's push; Alfa's app writes its push the same way.
  {
    bank: 'tbank',
    name: 'sms.cash-in',
    kind: 'ignore',
    pattern: String.raw`^Пополнение, сч[её]т RUB\. ${AMOUNT} ?${CURRENCY}\. (?:Банкомат|Терминал|Наличные)${E}.*?Доступно ${BALANCE} ?${CUR}`,
  },
  { bank: 'tbank', name: 'sms.refund', kind: 'ignore', pattern: String.raw`^Возврат.*?Доступно ${BALANCE} ?${CUR}` },
  {
    bank: 'tbank',
    name: 'sms.incoming',
    kind: 'incoming',
    pattern: String.raw`^Пополнение, сч[её]т RUB\. ${AMOUNT} ?${CURRENCY}\.(?: ${PAYER})? (?:Доступно|Баланс) ${BALANCE} ?${CUR}`,
  },
  {
    bank: 'tbank',
    name: 'sms.outgoing',
    kind: 'outgoing',
    pattern: String.raw`^(?:Перевод|Оплата(?: СБП)?|Покупка|Списание|Снятие)[.,] [Сс]ч[её]т RUB\. ${AMOUNT} ?${CURRENCY}\..*?(?:Доступно|Баланс) ${BALANCE} ?${CUR}`,
  },
  ...['tbank', 'alfabank', 'ozonbank', 'yandexbank'].map((bank): Spec => ({
    bank,
    name: 'push.incoming-top-up',
    kind: 'incoming',
    pattern: String.raw`(?:^|\| )Пополнение на ${AMOUNT} ?${CURRENCY}, сч[её]т RUB\.(?: ${PAYER})? (?:Доступно|Баланс) ${BALANCE} ?${CUR}`,
  })),
  // Alfa-Bank: the older transliterated SMS and the Cyrillic ones.
  {
    bank: 'alfabank',
    name: 'sms.incoming-translit',
    kind: 'incoming',
    pattern: String.raw`^\*\*(?<tail>\d{4});? Postupleniye;? Summa: ${AMOUNT} ?${CURRENCY};? Ostatok: ${BALANCE} ?${CUR}`,
  },
  {
    bank: 'alfabank',
    name: 'sms.outgoing-translit',
    kind: 'outgoing',
    pattern: String.raw`^\*\*(?<tail>\d{4});? (?:Pokupka|Spisanie|Perevod|Snyatie|Oplata)${E}.*?Summa: ${AMOUNT} ?${CURRENCY};? Ostatok: ${BALANCE} ?${CUR}`,
  },
  {
    bank: 'alfabank',
    name: 'sms.incoming',
    kind: 'incoming',
    pattern: String.raw`^Поступление ${AMOUNT} ?${CURRENCY} на (?:карту|сч[её]т) \*+(?<tail>\d{4})(?:.*?от ${PAYER})?(?:.*?(?:Баланс|Остаток|Доступно):? ${BALANCE} ?${CUR})?`,
  },
  // VTB's push.
  {
    bank: 'vtb',
    name: 'push.incoming',
    kind: 'incoming',
    pattern: String.raw`(?:^|\| )Поступление ${AMOUNT} ?${CURRENCY} (?:Сч[её]т|Карта)\*(?<tail>\d{4})(?: от ${PAYER})?(?: Баланс ${BALANCE} ?${CUR})?`,
  },
  // Ozon Bank's push.
  {
    bank: 'ozonbank',
    name: 'push.own-transfer',
    kind: 'ignore',
    pattern: String.raw`(?:^|\| )Пополнение со своего сч[её]та(?: через СБП)? на ${AMOUNT} ?${CURRENCY}\.(?: ${PAYER})?.*?(?:Баланс|Доступно) ${BALANCE} ?${CUR}`,
  },
  {
    bank: 'ozonbank',
    name: 'push.incoming',
    kind: 'incoming',
    pattern: String.raw`(?:^|\| )Пополнение(?: через СБП)? на ${AMOUNT} ?${CURRENCY}\. ${PAYER}\.?(?: .*?)? (?:Баланс|Доступно) ${BALANCE} ?${CUR}`,
  },
  {
    bank: 'ozonbank',
    name: 'push.purchase',
    kind: 'outgoing',
    pattern: String.raw`(?:^|\| )(?:Покупка|Оплата|Перевод) на ${AMOUNT} ?${CURRENCY}(?: в .+)?`,
  },
  // Raiffeisen's push: the card in the title.
  {
    bank: 'raiffeisen',
    name: 'push.incoming',
    kind: 'incoming',
    pattern: String.raw`^Пополнили карту \*(?<tail>\d{4}) \| \+ ?${AMOUNT} ?${CURRENCY}(?: от ${PAYER})?.*?Теперь на карте ${BALANCE} ?${CUR}`,
  },
  {
    bank: 'raiffeisen',
    name: 'push.outgoing',
    kind: 'outgoing',
    pattern: String.raw`^(?:Заплатили|Списали|Перевели)[^|]*?\*(?<tail>\d{4}) \| - ?${AMOUNT} ?${CURRENCY}.*?Теперь на карте ${BALANCE} ?${CUR}`,
  },
  // Every bank: an account block, an outgoing payment, and the common ways of writing an incoming transfer.
  ...everyBank.map((bank): Spec => ({ bank, name: 'any.blocked', kind: 'blocked', pattern: BLOCKED })),
  ...everyBank.flatMap((bank) =>
    NOT_A_PAYMENT.map((pattern, index): Spec => ({ bank, name: `any.not-a-payment-${index + 1}`, kind: 'ignore', pattern })),
  ),
  ...everyBank.map((bank): Spec => ({ bank, name: 'any.outgoing', kind: 'outgoing', pattern: OUTGOING })),
  ...everyBank.map((bank): Spec => ({
    bank,
    name: 'any.incoming',
    kind: 'incoming',
    pattern: String.raw`(?:^|\| |\. )(?:Поступление|Зачисление|Пополнение|Входящий перевод|Получен перевод|Перевод от|Перевод из|Вам перевели|Поступил перевод)(?: перевода| средств| по СБП| через СБП| СБП)?(?: от ${PAYER})?(?: на)? ?\+? ?${AMOUNT} ?${CURRENCY}(?=(?:.*? от ${PAYER.replace('payer', 'payer2')})?)(?=(?:.*?(?:\*|карт[аеуы] |сч[её]т[аеу]? ?\*?|•+ ?)(?<tail>\d{4}))?)(?:.*?(?:Баланс|Доступно|Остаток):? ${BALANCE} ?${CUR})?`,
  })),
];

/** The order templates are tried in: whatever is not a payment wins over an incoming reading of the same text. */
const KIND_ORDER: Record<TemplateKind, number> = { blocked: 1, ignore: 2, outgoing: 3, incoming: 4 };

export const BUILTIN_TEMPLATES: readonly NotificationTemplate[] = SPECS.map((spec) => ({
  id: `${spec.bank}.${spec.name}`,
  bank: spec.bank,
  sources: spec.sources ?? sourcesOf(spec.bank),
  kind: spec.kind,
  pattern: spec.pattern,
  builtin: true,
  enabled: true,
}));

/** Codes first (a code SMS may warn of a block), then blocks, the rest of what is not a payment, outgoing, incoming; a bank's own format before the common ones. */
export const templateRank = (template: NotificationTemplate) =>
  template.id.endsWith('.any.not-a-payment-1') ? 0 : KIND_ORDER[template.kind] * 2 + (template.id.includes('.any.') ? 1 : 0);
