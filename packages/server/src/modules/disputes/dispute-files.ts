import { DISPUTE_FILE_MAX_BYTES, type ReceiptContentType } from '@paydesk/contract';
import { AppError } from '../../http/app-error';
import { uuidv7 } from '../../shared/ids';
import { createReceiptStore, sha256Of, sniffReceiptType } from '../payment-page/payment-page.service';

export type Evidence = { id: string; name: string; contentType: ReceiptContentType; bytes: Buffer; sha256: string };

/** A name to show and nothing more: no path, no control characters. */
const displayName = (name: string) =>
  name
    .replace(/[\\/]/g, '_')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200) || 'file';

/**
 * The files of a request, decoded and checked before anything is written: each a png, jpg or pdf
 * by its bytes (whatever its name or the data URL's type says), within the size limit.
 */
export const readEvidence = (files: { name: string; content: string }[]): Evidence[] =>
  files.map((file) => {
    const name = displayName(file.name);
    const bytes = Buffer.from(file.content.slice(file.content.indexOf(',') + 1), 'base64');
    if (bytes.length > DISPUTE_FILE_MAX_BYTES) {
      throw new AppError('dispute_file_too_large', { name, max: DISPUTE_FILE_MAX_BYTES / (1024 * 1024) });
    }
    const contentType = sniffReceiptType(bytes);
    if (!contentType) throw new AppError('dispute_file_type', { name });
    return { id: uuidv7(), name, contentType, bytes, sha256: sha256Of(bytes) };
  });

/** Evidence on disk, in a private directory: one file per dispute and file id, never a name a user chose. */
export const createEvidenceStore = (root: string) => {
  const store = createReceiptStore(root);
  return {
    keyOf: (disputeId: string, fileId: string) => store.keyOf(disputeId, fileId),
    write: store.write,
    read: store.read,
    remove: store.remove,
  };
};

export type EvidenceStore = ReturnType<typeof createEvidenceStore>;
