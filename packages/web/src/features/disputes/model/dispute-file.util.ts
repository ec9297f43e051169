import { DISPUTE_FILE_MAX_BYTES, DISPUTE_FILE_TYPES, DISPUTE_FILES_MAX } from '@paydesk/contract';

export type DisputeFileType = (typeof DISPUTE_FILE_TYPES)[number];

/** A file chosen for a dispute, checked and read: what the form previews and sends. */
export type PickedFile = { key: string; name: string; size: number; type: DisputeFileType; content: string };

/** Why a chosen file is refused before anything is sent. */
export type FileRefusal = { name: string; problem: 'type' | 'size' | 'count' };

export const DISPUTE_FILE_MAX_MB = DISPUTE_FILE_MAX_BYTES / 1024 / 1024;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);

/** The file's type read from its first bytes, as the server reads it; a renamed file keeps its real type. */
export const sniffDisputeFileType = (bytes: Uint8Array): DisputeFileType | null => {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
};

/** What the file input offers; the bytes decide in the end. */
export const DISPUTE_FILE_ACCEPT = [...DISPUTE_FILE_TYPES, '.png', '.jpg', '.jpeg', '.pdf'].join(',');

/** The bytes as base64, in slices (a whole file as one argument list would overflow the stack). */
const base64Of = (bytes: Uint8Array) => {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
};

/** A `data:` URL with the sniffed type, whatever the browser guessed from the name (the spec's "read as a data URL"). */
const dataUrlOf = (bytes: Uint8Array, type: DisputeFileType) => `data:${type};base64,${base64Of(bytes)}`;

let sequence = 0;

/**
 * Checks the files just chosen against the ones already kept: the count, each size and each real
 * type, then reads the accepted ones as data URLs. Nothing refused ever reaches the server.
 */
export const pickDisputeFiles = async (chosen: readonly File[], keptCount: number) => {
  const accepted: PickedFile[] = [];
  const refused: FileRefusal[] = [];
  for (const file of chosen) {
    if (keptCount + accepted.length >= DISPUTE_FILES_MAX) {
      refused.push({ name: file.name, problem: 'count' });
      continue;
    }
    if (file.size > DISPUTE_FILE_MAX_BYTES) {
      refused.push({ name: file.name, problem: 'size' });
      continue;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffDisputeFileType(bytes);
    if (!type) {
      refused.push({ name: file.name, problem: 'type' });
      continue;
    }
    sequence += 1;
    const name = file.name.trim().slice(0, 200) || `file-${sequence}`;
    accepted.push({ key: `file-${sequence}`, name, size: file.size, type, content: dataUrlOf(bytes, type) });
  }
  return { accepted, refused };
};

export const isImage = (type: string) => type.startsWith('image/');

export const fileSizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
