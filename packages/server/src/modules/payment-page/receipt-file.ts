import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReceiptContentType } from '@paydesk/contract';

/** The file's type read from its first bytes, whatever its name says; null when it is none we take. */
export const sniffReceiptType = (bytes: Buffer): ReceiptContentType | null => {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
};

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Receipts on disk, in a private directory (never served as files): one per storage key made of
 * ids only, so no name a customer chose ever reaches the file system.
 */
export const createReceiptStore = (root: string) => {
  const where = (key: string) => {
    if (!/^[0-9a-f-]{36}\/[0-9a-f-]{36}$/.test(key)) throw new Error(`Bad receipt key ${key}`);
    return path.join(root, key);
  };
  return {
    keyOf: (orderId: string, receiptId: string) => `${orderId}/${receiptId}`,
    /** Written under a temporary name first: a half-written file is never found under its key. */
    write: async (key: string, bytes: Buffer) => {
      const file = where(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const temporary = `${file}.part`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, file);
    },
    read: (key: string) => readFile(where(key)),
    remove: (key: string) => rm(where(key), { force: true }),
  };
};

export type ReceiptStore = ReturnType<typeof createReceiptStore>;
