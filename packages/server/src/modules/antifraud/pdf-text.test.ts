import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { receiptPdf } from '../../../test/receipt-pdf';
import { contentText, pdfText, readReceipt } from './pdf-text';

describe('reading a receipt PDF', () => {
  it('reads the lines of a FlateDecode content stream, Tj and TJ alike', () => {
    const pdf = receiptPdf(['Payment receipt', 'Amount: 1 500.00 RUB', 'Date: 05.03.2025 14:22', 'Card **** 4242 (Visa)']);
    expect(pdfText(pdf).split('\n')).toEqual([
      'Payment receipt',
      'Amount: 1 500.00 RUB',
      'Date: 05.03.2025 14:22',
      'Card **** 4242 (Visa)',
    ]);
  });

  it('finds the amount, the day and the card tail in the text', () => {
    expect(readReceipt('Payment receipt\nAmount: 1 500.00 RUB\nDate: 05.03.2025 14:22\nCard **** 4242')).toEqual({
      amount: '1500.00',
      date: '2025-03-05',
      cardTail: '4242',
    });
    expect(readReceipt('Итого 250,5 ₽\n2025-01-31\nКарта получателя 4276')).toEqual({
      amount: '250.50',
      date: '2025-01-31',
      cardTail: '4276',
    });
  });

  it('answers nothing read for a PDF without text, and unescapes literal strings', () => {
    expect(pdfText(Buffer.from('%PDF-1.4\n%%EOF'))).toBe('');
    expect(readReceipt('')).toEqual({ amount: null, date: null, cardTail: null });
    expect(contentText('BT (a\\(b\\) \\101) Tj ET')).toBe('a(b) A');
  });

  it('stops at a stream that would inflate past the limit', () => {
    const bomb = Buffer.concat([
      Buffer.from('%PDF-1.4\n1 0 obj\n<< /Length 1 /Filter /FlateDecode >>\nstream\n', 'latin1'),
      // 64 MB of zeros deflate to a few kilobytes.
      deflateSync(Buffer.alloc(64 * 1024 * 1024)),
      Buffer.from('\nendstream\nendobj\n%%EOF', 'latin1'),
    ]);
    expect(pdfText(bomb)).toBe('');
  });
});
