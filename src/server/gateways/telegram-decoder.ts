import type { OfferedValue } from '../../domain/gateways/payload.ts';
import { gatewayTexts } from '../../domain/texts/gateways.ts';

/**
 * The seam to the wireless M-Bus (OMS) decoder. A gateway forwards raw telegrams as hex on
 * `{prefix}{gateway_id}/raw`, without the link layer's CRCs. The server finds the meter by the
 * link layer's meter id (before anything is decrypted, so the neighbours' meters every receiver
 * hears cost nothing) and hands the telegram with that meter's key to `decode`.
 */
export interface DecodedTelegram {
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

/**
 * Link layer: L, C, manufacturer (2), then the id as 4 bytes of BCD, least significant first;
 * printed most significant first ("56544919").
 */
export function linkLayerMeterId(telegram: Uint8Array): string | null {
  if (telegram.length < 10) return null;
  let id = '';
  for (let i = 7; i >= 4; i--) id += telegram[i]!.toString(16).padStart(2, '0');
  return /^\d{8}$/.test(id) ? id : null;
}

/** Until the decoder is wired in: telegrams are matched to their meters and kept, never stored. */
export const missingTelegramDecoder: TelegramDecoder = {
  meterIdOf: linkLayerMeterId,
  decode: () => ({ error: gatewayTexts.decoderMissing }),
};
