import type { KeyedTelegram } from '../../domain/gateways/keyed-telegram.ts';
import type { OfferedValue } from '../../domain/gateways/payload.ts';
import { currentTotal, type TelegramTotalUnit, type WmbusRecord } from '../../domain/wmbus/index.ts';
import { gatewayTexts } from '../../domain/texts/gateways.ts';
import { decodeWmbusTelegram } from './wmbus-crypto.ts';

/**
 * The seam to the wireless M-Bus (OMS) decoder. A gateway forwards raw telegrams as hex on
 * `{prefix}{gateway_id}/raw`, without the link layer's CRCs. The server finds the meter by the
 * link layer's meter id (before anything is decrypted, so the neighbours' meters every receiver
 * hears cost nothing) and hands the telegram with that meter's key to `decode`.
 */
export interface DecodedTelegram extends KeyedTelegram {
  /** Totals in the units the data records name (volume, energy, heat-cost-allocator units). */
  values: OfferedValue[];
  /** The meter's date and time from its data records; null: the receipt time is taken. */
  timestamp: Date | null;
}

export interface TelegramDecoder {
  /** The 8-digit meter id as printed on the meter, from the link layer; null when too short. */
  meterIdOf(telegram: Uint8Array): string | null;
  /** Decrypts (security mode 5 with the meter's AES-128 key) and decodes the data records. */
  decode(telegram: Uint8Array, aesKey: Uint8Array | null): DecodedTelegram | { error: string };
}

const bcdId = (telegram: Uint8Array, at: number) => {
  let id = '';
  for (let i = at + 3; i >= at; i--) id += telegram[i]!.toString(16).padStart(2, '0');
  return /^\d{8}$/.test(id) ? id : null;
};

/**
 * The meter's id without decrypting anything. Link layer: L, C, manufacturer (2), then the id as
 * 4 bytes of BCD, least significant first, printed most significant first ("56544919"). Behind a
 * radio module the long transport header (CI 0x72, never encrypted) names the meter instead.
 */
export function linkLayerMeterId(telegram: Uint8Array): string | null {
  if (telegram.length < 11) return null;
  if (telegram[10] === 0x72 && telegram.length >= 15) return bcdId(telegram, 11);
  return bcdId(telegram, 4);
}

/** The meter's current date and time (storage 0, no tariff or subunit), when the telegram carries it. */
function meterClock(records: readonly WmbusRecord[]): string | null {
  const clock = records.find(
    (r) =>
      r.quantity === 'datetime' &&
      r.storage === 0 &&
      r.tariff === 0 &&
      r.subunit === 0 &&
      r.function === 'instantaneous' &&
      r.value !== null,
  );
  return clock?.value ?? null;
}

const TOTAL_UNITS: readonly TelegramTotalUnit[] = ['m³', 'kWh', 'Einheiten'];

/**
 * The OMS decoder (`src/domain/wmbus/`, AES on node:crypto): the current totals the telegram
 * carries, one per unit, so the meter takes the one in its unit. The meter's own clock is not
 * used for the reading's date: gateways forward telegrams as they are sent, and the receipt time
 * is the one every meter of a building shares (wmbusmeters' `timestamp` is the receipt time too).
 */
export const wmbusTelegramDecoder: TelegramDecoder = {
  meterIdOf: linkLayerMeterId,
  decode(telegram, aesKey) {
    const result = decodeWmbusTelegram(
      Buffer.from(telegram).toString('hex'),
      aesKey ? Buffer.from(aesKey).toString('hex') : null,
    );
    if (!result.ok) return { error: result.error.message };
    const values: OfferedValue[] = [];
    for (const unit of TOTAL_UNITS) {
      const total = currentTotal(result.value, unit);
      if (total.ok) values.push({ milli: total.value.milli, unit });
    }
    if (values.length === 0) return { error: gatewayTexts.telegramNoTotal };
    const t = result.value;
    return {
      values,
      timestamp: null,
      securityMode: t.securityMode,
      encryptedBlocks: t.encryptedBlocks,
      accessNumber: t.accessNumber,
      clock: meterClock(t.records),
    };
  },
};
