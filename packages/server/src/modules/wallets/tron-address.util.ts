import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base58 } from '@scure/base';
import { HDKey } from '@scure/bip32';

const TRON_VERSION = 0x41;

const checksum = (payload: Uint8Array) => sha256(sha256(payload)).slice(0, 4);

/** A valid TRON mainnet address: base58check of version 0x41 and a 20-byte account id. */
export const isValidTronAddress = (address: string) => {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(address);
  } catch {
    return false;
  }
  if (bytes.length !== 25 || bytes[0] !== TRON_VERSION) return false;
  const expected = checksum(bytes.slice(0, 21));
  return expected.every((byte, index) => byte === bytes[21 + index]);
};

/** The TRON address of a secp256k1 public key: keccak-256 of the uncompressed key, last 20 bytes. */
export const tronAddressOf = (publicKey: Uint8Array) => {
  const uncompressed = secp256k1.Point.fromBytes(publicKey).toBytes(false);
  const id = keccak_256(uncompressed.slice(1)).slice(-20);
  const payload = new Uint8Array([TRON_VERSION, ...id]);
  return base58.encode(new Uint8Array([...payload, ...checksum(payload)]));
};

/**
 * The deposit address number `index` under an operator's extended public key (external chain
 * 0): the server derives addresses without ever holding a private key.
 */
export const deriveTronAddress = (xpub: string, index: number) => {
  const child = HDKey.fromExtendedKey(xpub).deriveChild(0).deriveChild(index);
  if (!child.publicKey) throw new Error('The extended key has no public key');
  return tronAddressOf(child.publicKey);
};
