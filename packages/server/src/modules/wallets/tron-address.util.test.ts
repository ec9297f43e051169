import fs from 'node:fs';
import path from 'node:path';
import { HDKey } from '@scure/bip32';
import { describe, expect, it } from 'vitest';
import { deriveTronAddress, isValidTronAddress, tronAddressOf } from './tron-address.util';

const fixtures = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/tron/addresses.json'), 'utf8')) as {
  valid: { address: string }[];
  invalid: { address: string; reason: string }[];
};

describe('TRON addresses', () => {
  it.each(fixtures.valid.map((item) => item.address))('accepts %s', (address) => {
    expect(isValidTronAddress(address)).toBe(true);
  });

  it.each(fixtures.invalid.map((item) => [item.address, item.reason]))('refuses %s (%s)', (address) => {
    expect(isValidTronAddress(address)).toBe(false);
  });

  it('derives from a public key the address of the private key (known vector: private key 1)', () => {
    // The generator point G is the public key of private key 1; its TRON address is well known.
    const g = HDKey.fromMasterSeed(new Uint8Array(32).fill(7));
    expect(isValidTronAddress(tronAddressOf(g.publicKey!))).toBe(true);
    const one = new Uint8Array(33);
    one.set(Buffer.from('0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798', 'hex'));
    expect(tronAddressOf(one)).toBe('TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC');
  });

  it('derives distinct valid addresses from an extended public key, the same ones the private side gives', () => {
    const root = HDKey.fromMasterSeed(new Uint8Array(32).fill(1)).derive("m/44'/195'/0'");
    const addresses = [0, 1, 2].map((index) => deriveTronAddress(root.publicExtendedKey, index));
    expect(new Set(addresses).size).toBe(3);
    for (const address of addresses) expect(isValidTronAddress(address)).toBe(true);
    expect(addresses[1]).toBe(tronAddressOf(root.deriveChild(0).deriveChild(1).publicKey!));
  });
});
