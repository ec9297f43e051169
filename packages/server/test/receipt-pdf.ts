import { deflateSync } from 'node:zlib';

/**
 * A small one-page PDF with these lines of text in a FlateDecode content stream, the way bank
 * receipts are generated: lines by Tj, and the last one by TJ with kerning, as real ones mix them.
 */
export const receiptPdf = (lines: string[]) => {
  const escape = (line: string) => line.replace(/[\\()]/g, (char) => `\\${char}`);
  const body = lines
    .map((line, index) => {
      if (index < lines.length - 1 || line.length < 2) return `(${escape(line)}) Tj T*`;
      const half = Math.floor(line.length / 2);
      return `[(${escape(line.slice(0, half))}) -20 (${escape(line.slice(half))})] TJ`;
    })
    .join('\n');
  const content = deflateSync(Buffer.from(`BT /F1 12 Tf 14 TL 50 780 Td\n${body}\nET`, 'latin1'));
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = chunks[0]!.length;
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  objects.forEach((object, index) => {
    offsets.push(length);
    if (object === null) {
      push(Buffer.from(`${index + 1} 0 obj\n<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'));
      push(content);
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    } else push(Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
  });
  const xref = length;
  const table = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${table}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(chunks);
};
