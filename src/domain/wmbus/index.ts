/** wM-Bus / OMS telegram decoding (EN 13757-3/-4/-7, OMS Vol.2); docs/wmbus.md. */
export {
  currentTotal,
  decodeTelegram,
  parseHex,
  type AesCbcDecrypt,
  type DecodeOptions,
  type DecodedTelegram,
  type TelegramTotal,
  type TelegramTotalUnit,
} from './telegram.ts';
export {
  deviceType,
  manufacturerCode,
  type DeviceType,
  type LinkLayer,
  type MeterAddress,
} from './link-layer.ts';
export { decodeDate, type WmbusFunction, type WmbusQuantity, type WmbusRecord } from './records.ts';
export {
  DECRYPTION_FAILED_MESSAGE,
  type WmbusError,
  type WmbusErrorCode,
  type WmbusResult,
} from './result.ts';
