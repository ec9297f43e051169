import { DISPUTE_FILE_MAX_BYTES, type ReceiptContentType } from '@paydesk/contract';
import { AwsClient } from 'aws4fetch';
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

/** Where evidence bytes go: a private directory, or an S3-compatible bucket when one is configured. */
export type EvidenceStorage = { dir: string; s3: S3Settings | null };
export type S3Settings = { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

const KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

/**
 * Objects in an S3-compatible bucket, signed with AWS Signature V4, addressed by path
 * (`endpoint/bucket/key`): the keys are ids only, never a name a user chose.
 */
const createS3Store = (s3: S3Settings) => {
  const client = new AwsClient({
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    service: 's3',
    region: s3.region,
    retries: 1,
  });
  const url = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Bad evidence key ${key}`);
    return `${s3.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(s3.bucket)}/${key}`;
  };
  const call = async (key: string, init: RequestInit, accept: number[] = []) => {
    const response = await client.fetch(url(key), init);
    if (!response.ok && !accept.includes(response.status)) {
      throw new Error(`Evidence storage answered ${response.status} to ${init.method ?? 'GET'} ${key}`);
    }
    return response;
  };
  return {
    write: async (key: string, bytes: Buffer) => {
      await call(key, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'application/octet-stream' } });
    },
    read: async (key: string) => Buffer.from(await (await call(key, { method: 'GET' })).arrayBuffer()),
    remove: async (key: string) => {
      await call(key, { method: 'DELETE' }, [404]);
    },
  };
};

/** Evidence kept by dispute and file id, in the directory or the bucket the configuration names. */
export const createEvidenceStore = (storage: EvidenceStorage) => {
  const store = storage.s3 ? createS3Store(storage.s3) : createReceiptStore(storage.dir);
  return {
    keyOf: (disputeId: string, fileId: string) => `${disputeId}/${fileId}`,
    write: store.write,
    read: store.read,
    remove: store.remove,
  };
};

export type EvidenceStore = ReturnType<typeof createEvidenceStore>;
