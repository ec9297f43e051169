import { inflateSync } from 'node:zlib';

/** A stream inflating past this is not a receipt: stop rather than fill the memory (a zip bomb). */
const MAX_INFLATED_BYTES = 8 * 1024 * 1024;

const STREAM = /<<((?:(?!>>\s*stream)[\s\S]){0,2000})>>\s*stream\r?\n/g;

/** A literal string's escapes: \n, \r, \t, \b, \f, \(, \), \\, octal \ddd, and a backslash before a line break. */
const unescapeLiteral = (raw: string) =>
  raw.replace(/\\(\r\n|\n|\r|[0-7]{1,3}|.)/g, (_, code: string) => {
    if (/^[0-7]+$/.test(code)) return String.fromCharCode(parseInt(code, 8));
    const known: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
    if (code === '\n' || code === '\r' || code === '\r\n') return '';
    return known[code] ?? code;
  });

/** A hex string's bytes as text: two bytes a character when it starts with a UTF-16 mark, one otherwise. */
const hexText = (hex: string) => {
  const clean = hex.replace(/\s/g, '');
  const bytes = Buffer.from(clean.length % 2 ? `${clean}0` : clean, 'hex');
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return bytes.subarray(2).swap16().toString('utf16le');
  return bytes.toString('latin1');
};

/** One string token at `at` (a literal `( … )` with nesting, or a hex `< … >`): its text and where it ends. */
const readString = (content: string, at: number): { text: string; end: number } | null => {
  if (content[at] === '<' && content[at + 1] !== '<') {
    const end = content.indexOf('>', at);
    return end < 0 ? null : { text: hexText(content.slice(at + 1, end)), end: end + 1 };
  }
  if (content[at] !== '(') return null;
  let depth = 0;
  for (let index = at; index < content.length; index += 1) {
    const char = content[index];
    if (char === '\\') index += 1;
    else if (char === '(') depth += 1;
    else if (char === ')' && --depth === 0) return { text: unescapeLiteral(content.slice(at + 1, index)), end: index + 1 };
  }
  return null;
};

/**
 * The text a content stream shows: the strings of Tj, ', " and TJ, a line break at each
 * text-line move (Td, TD, T*, ') and block end (ET). Kerning numbers inside TJ are skipped;
 * a large negative one reads as a space.
 */
export const contentText = (content: string) => {
  let out = '';
  let pending: string[] = [];
  for (let index = 0; index < content.length;) {
    const char = content[index]!;
    if (char === '(' || (char === '<' && content[index + 1] !== '<')) {
      const string = readString(content, index);
      if (!string) break;
      pending.push(string.text);
      index = string.end;
      continue;
    }
    if (char === '[') {
      const close = content.indexOf(']', index);
      let inner = index + 1;
      const parts: string[] = [];
      while (inner < content.length && content[inner] !== ']') {
        const string = readString(content, inner);
        if (string) {
          parts.push(string.text);
          inner = string.end;
          continue;
        }
        const number = /^-?\d*\.?\d+/.exec(content.slice(inner, inner + 16));
        if (number) {
          if (Number(number[0]) < -200) parts.push(' ');
          inner += number[0].length;
          continue;
        }
        inner += 1;
      }
      pending.push(parts.join(''));
      index = Math.max(inner, close) + 1;
      continue;
    }
    const operator = /^(Tj|TJ|T\*|Td|TD|ET|'|")(?![A-Za-z])/.exec(content.slice(index, index + 3));
    if (operator) {
      const op = operator[1];
      if (op === 'Tj' || op === 'TJ') out += pending.join('');
      else if (op === "'" || op === '"') out += `\n${pending.join('')}`;
      else out += '\n';
      pending = [];
      index += op!.length;
      continue;
    }
    index += 1;
  }
  return out
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
};

/**
 * The text of a simple PDF (a bank's generated receipt): every content stream, inflated when
 * FlateDecode, read for its text operators. Fonts with their own glyph codes (CID fonts without a
 * Unicode map) read as noise: the caller treats a receipt it cannot read as "not read".
 */
export const pdfText = (bytes: Buffer) => {
  const source = bytes.toString('latin1');
  const texts: string[] = [];
  let inflated = 0;
  for (const match of source.matchAll(STREAM)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    const dictionary = match[1]!;
    // Fonts and images are streams too: only a stream with no subtype is a page's content.
    if (/\/(Subtype|Length1|Type\s*\/XObject)/.test(dictionary)) continue;
    let data = bytes.subarray(start, end);
    if (/\/FlateDecode/.test(dictionary)) {
      try {
        data = inflateSync(data, { maxOutputLength: MAX_INFLATED_BYTES - inflated });
      } catch {
        continue;
      }
    } else if (/\/Filter/.test(dictionary)) continue;
    inflated += data.length;
    if (inflated >= MAX_INFLATED_BYTES) break;
    const text = contentText(data.toString('latin1'));
    if (text) texts.push(text);
  }
  return texts.join('\n');
};

export type ReceiptReading = { amount: string | null; date: string | null; cardTail: string | null };

const AMOUNT_LABEL = /(?:сумма|итого|amount|total|sum)[^\d\n]{0,30}(\d{1,3}(?:[  ]\d{3})+|\d+)(?:[.,](\d{1,2}))?/i;
const AMOUNT_CURRENCY = /(\d{1,3}(?:[  ]\d{3})+|\d+)(?:[.,](\d{1,2}))?\s?(?:₽|руб|RUB|rub|р\.|KZT|₸|UZS)/;
const DATE_DMY = /\b(\d{2})\.(\d{2})\.(\d{4})\b/;
const DATE_YMD = /\b(\d{4})-(\d{2})-(\d{2})\b/;
const CARD_TAIL = /(?:\*{2,}|•{2,}|x{2,}|X{2,})\s?(\d{4})\b|(?:карт[аыу]|card)[^\d\n]{0,20}(\d{4})\b/i;

/** The amount (a decimal), the day (yyyy-mm-dd) and the card's last four digits a receipt's text shows, as far as it shows them. */
export const readReceipt = (text: string): ReceiptReading => {
  const amount = AMOUNT_LABEL.exec(text) ?? AMOUNT_CURRENCY.exec(text);
  const dmy = DATE_DMY.exec(text);
  const ymd = DATE_YMD.exec(text);
  const tail = CARD_TAIL.exec(text);
  return {
    amount: amount ? `${amount[1]!.replace(/[  ]/g, '')}.${(amount[2] ?? '00').padEnd(2, '0')}` : null,
    date: dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : ymd ? `${ymd[1]}-${ymd[2]}-${ymd[3]}` : null,
    cardTail: tail ? (tail[1] ?? tail[2] ?? null) : null,
  };
};
