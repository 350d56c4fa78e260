/**
 * Decodes one wireless M-Bus / OMS telegram: link layer, transport header, security mode 0 or 5,
 * data records. Pure: the AES-128-CBC primitive is passed in (the server's is in
 * src/server/gateways/wmbus-crypto.ts, on node:crypto), so this folder has no I/O and no Node API.
 */
import { parseDecimalPlain, toPlainDecimal } from '../decimal.ts';
import { wmbusTexts as texts } from '../texts/gateways.ts';
import {
  LINK_LAYER_LENGTH,
  parseLinkLayer,
  parseTransportLayer,
  type DeviceType,
  type LinkLayer,
} from './link-layer.ts';
import { parseRecords, type WmbusRecord } from './records.ts';
import { DECRYPTION_FAILED_MESSAGE, fail, ok, type WmbusResult } from './result.ts';

/** AES-128-CBC decryption without padding of whole 16-byte blocks. */
export type AesCbcDecrypt = (key: Uint8Array, iv: Uint8Array, data: Uint8Array) => Uint8Array;

export interface DecodeOptions {
  /** The meter's AES key as 32 hex characters; needed for security mode 5 only. */
  key?: string | null;
  /** The AES primitive; needed for security mode 5 only. */
  decrypt?: AesCbcDecrypt;
}

export interface DecodedTelegram {
  /** The meter: from a long transport header (CI 0x72) when present, else from the link layer. */
  manufacturer: string;
  /** 8-digit identification number as printed on the meter, e.g. "56544919". */
  id: string;
  version: number;
  deviceType: DeviceType;
  /** The link layer's own sender (a radio module in front of the meter when a long header is used). */
  link: LinkLayer;
  ci: number;
  accessNumber: number | null;
  status: number | null;
  configuration: number | null;
  securityMode: number;
  encryptedBlocks: number;
  records: WmbusRecord[];
  /** Bytes after a 0x0F/0x1F DIF, as hex; the decoder does not interpret them. */
  manufacturerData: string | null;
}

/** A plain hex string ("2E44…", whitespace allowed) as bytes. */
export function parseHex(hex: string): WmbusResult<Uint8Array> {
  const text = hex.replace(/\s+/g, '');
  if (text.length === 0 || text.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(text)) {
    return fail('bad_hex', texts.notHex);
  }
  const bytes = new Uint8Array(text.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(text.slice(2 * i, 2 * i + 2), 16);
  return ok(bytes);
}

function parseKey(key: string): Uint8Array | null {
  const text = key.trim();
  if (!/^[0-9a-fA-F]{32}$/.test(text)) return null;
  const parsed = parseHex(text);
  return parsed.ok ? parsed.value : null;
}

export function decodeTelegram(hex: string, options: DecodeOptions = {}): WmbusResult<DecodedTelegram> {
  const parsed = parseHex(hex);
  if (!parsed.ok) return parsed;
  const bytes = parsed.value;
  if (bytes.length < LINK_LAYER_LENGTH + 1) {
    return fail('too_short', texts.tooShort(bytes.length, LINK_LAYER_LENGTH + 1));
  }
  // EN 13757-4: L counts the bytes after itself, without CRCs. Anything else is a truncated
  // telegram or one forwarded with its CRCs, and would be decoded into wrong values.
  const expected = (bytes[0] ?? 0) + 1;
  if (bytes.length < expected) {
    return fail('too_short', texts.shorterThanLField(expected, bytes.length));
  }
  if (bytes.length > expected) {
    return fail('length_mismatch', texts.longerThanLField(bytes.length, expected));
  }

  const link = parseLinkLayer(bytes);
  const tpl = parseTransportLayer(bytes, LINK_LAYER_LENGTH, link);
  if (!tpl.ok) return tpl;
  const t = tpl.value;

  let payload: Uint8Array;
  if (t.securityMode === 0) {
    payload = bytes.subarray(t.payloadOffset);
  } else if (t.securityMode === 5) {
    const decrypted = decryptMode5(
      bytes,
      t.payloadOffset,
      t.encryptedBlocks,
      t.meter.rawAddress,
      t.accessNumber ?? 0,
      options,
    );
    if (!decrypted.ok) return decrypted;
    payload = decrypted.value;
  } else {
    return fail('unsupported_security', texts.securityModeUnsupported(t.securityMode));
  }

  const records = parseRecords(payload);
  if (!records.ok) return records;
  return ok({
    manufacturer: t.meter.manufacturer,
    id: t.meter.id,
    version: t.meter.version,
    deviceType: t.meter.deviceType,
    link,
    ci: t.ci,
    accessNumber: t.accessNumber,
    status: t.status,
    configuration: t.configuration,
    securityMode: t.securityMode,
    encryptedBlocks: t.securityMode === 5 ? t.encryptedBlocks : 0,
    records: records.value.records,
    manufacturerData: records.value.manufacturerData,
  });
}

/**
 * OMS Vol.2 / EN 13757-7 security mode 5: the first N·16 bytes after the transport header are
 * AES-128-CBC encrypted with IV = M (2 bytes) ‖ A (6 bytes) ‖ 8 × access number, M and A being the
 * meter's (the long header's when present); the plaintext must begin with the filler 0x2F 0x2F,
 * which is the only check a wrong key fails. Bytes after the encrypted blocks are plain records.
 */
function decryptMode5(
  bytes: Uint8Array,
  offset: number,
  blocks: number,
  address: Uint8Array,
  accessNumber: number,
  options: DecodeOptions,
): WmbusResult<Uint8Array> {
  if (!options.key) {
    return fail('key_missing', texts.keyMissing);
  }
  const key = parseKey(options.key);
  if (!key) return fail('bad_key', texts.keyInvalid);
  if (!options.decrypt) return fail('key_missing', texts.decryptionUnavailable);
  const length = blocks * 16;
  if (offset + length > bytes.length) {
    return fail('too_short', texts.tooShortForBlocks(blocks));
  }
  if (blocks === 0) return ok(bytes.subarray(offset));
  const iv = new Uint8Array(16);
  iv.set(address, 0);
  iv.fill(accessNumber, 8);
  let plain: Uint8Array;
  try {
    plain = options.decrypt(key, iv, bytes.subarray(offset, offset + length));
  } catch {
    return fail('decryption_failed', DECRYPTION_FAILED_MESSAGE);
  }
  if (plain.length !== length || plain[0] !== 0x2f || plain[1] !== 0x2f) {
    return fail('decryption_failed', DECRYPTION_FAILED_MESSAGE);
  }
  const payload = new Uint8Array(bytes.length - offset);
  payload.set(plain, 0);
  payload.set(bytes.subarray(offset + length), length);
  return ok(payload);
}

/** The meter units a telegram's total can be stored in, with the record quantity that carries it. */
export type TelegramTotalUnit = 'kWh' | 'm³' | 'Einheiten';

const QUANTITY_BY_UNIT = { kWh: 'energy', 'm³': 'volume', Einheiten: 'hca' } as const;

export interface TelegramTotal {
  /** Decimal with 3 places ("4.492", "127.000"), rounded half away from zero. */
  value: string;
  /** The same in thousandths, as the project stores readings. */
  milli: number;
  record: WmbusRecord;
}

/**
 * The meter's current total: the first record of the unit's quantity with storage 0, tariff 0,
 * subunit 0, an instantaneous value and no VIFE that changes its meaning (backward flow, a value at
 * a set date is storage ≥ 1 in EN 13757-3).
 */
export function currentTotal(telegram: DecodedTelegram, unit: TelegramTotalUnit): WmbusResult<TelegramTotal> {
  const quantity = QUANTITY_BY_UNIT[unit];
  const record = telegram.records.find(
    (r) =>
      r.quantity === quantity &&
      r.storage === 0 &&
      r.tariff === 0 &&
      r.subunit === 0 &&
      r.function === 'instantaneous' &&
      r.modifiers.length === 0 &&
      r.value !== null,
  );
  const milli = record?.value != null ? parseDecimalPlain(record.value, { places: 3 }) : null;
  if (!record || milli === null) {
    return fail('no_total', texts.noCurrentTotal(unit));
  }
  return ok({ value: toPlainDecimal(milli, 3), milli, record });
}
