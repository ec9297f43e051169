import { DISPUTE_FILE_MAX_BYTES, DISPUTE_FILES_MAX } from '@paydesk/contract';
import { describe, expect, it } from 'vitest';
import { pickDisputeFiles, sniffDisputeFileType } from './dispute-file.util';

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const EXE_BYTES = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);

describe('sniffDisputeFileType', () => {
  it('reads png, jpg and pdf from their first bytes and nothing else', () => {
    expect(sniffDisputeFileType(PNG_BYTES)).toBe('image/png');
    expect(sniffDisputeFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffDisputeFileType(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffDisputeFileType(EXE_BYTES)).toBeNull();
    expect(sniffDisputeFileType(new Uint8Array([0x89, 0x50]))).toBeNull();
  });
});

describe('pickDisputeFiles', () => {
  it('refuses a renamed program, an oversize file and one past the count, and reads the rest with their real type', async () => {
    const files = [
      new File([EXE_BYTES], 'receipt.png', { type: 'image/png' }),
      new File([new Uint8Array(DISPUTE_FILE_MAX_BYTES + 1)], 'huge.pdf'),
      new File([PNG_BYTES], 'scan.pdf', { type: 'application/pdf' }),
    ];
    const picked = await pickDisputeFiles(files, DISPUTE_FILES_MAX - 1);
    expect(picked.refused).toEqual([
      { name: 'receipt.png', problem: 'type' },
      { name: 'huge.pdf', problem: 'size' },
    ]);
    expect(picked.accepted).toHaveLength(1);
    expect(picked.accepted[0]!.type).toBe('image/png');
    expect(picked.accepted[0]!.content.startsWith('data:image/png;base64,')).toBe(true);

    const full = await pickDisputeFiles([new File([PNG_BYTES], 'one-more.png')], DISPUTE_FILES_MAX);
    expect(full.refused).toEqual([{ name: 'one-more.png', problem: 'count' }]);
  });
});
