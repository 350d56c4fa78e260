/**
 * The AES primitive for OMS security mode 5, on node:crypto, and the decoder bound to it. The
 * decoder itself (src/domain/wmbus/) stays pure and takes the primitive as a parameter.
 */
import { createDecipheriv } from 'node:crypto';
import {
  decodeTelegram,
  type AesCbcDecrypt,
  type DecodedTelegram,
  type WmbusResult,
} from '../../domain/wmbus/index.ts';

/**
 * AES-128-CBC over whole blocks. Mode 5 fills the last block with 0x2F idle fillers rather than
 * PKCS#7 padding (OMS Vol.2), so the automatic padding check must be off.
 */
export const aesCbcDecrypt: AesCbcDecrypt = (key, iv, data) => {
  const decipher = createDecipheriv('aes-128-cbc', key, iv);
  decipher.setAutoPadding(false);
  const out = Buffer.concat([decipher.update(data), decipher.final()]);
  return new Uint8Array(out.buffer, out.byteOffset, out.length);
};

/** Decodes a raw telegram (hex without link-layer CRCs) with the meter's AES key, if it has one. */
export function decodeWmbusTelegram(hex: string, aesKey?: string | null): WmbusResult<DecodedTelegram> {
  return decodeTelegram(hex, { key: aesKey ?? null, decrypt: aesCbcDecrypt });
}
