/**
 * Link layer (EN 13757-4) and transport layer headers (EN 13757-7, OMS Vol.2) of a wM-Bus telegram
 * as gateways forward it: without the link layer's CRCs, starting with the L-field.
 */
import { wmbusTexts as texts } from '../texts/gateways.ts';
import { fail, hexByte, ok, type WmbusResult } from './result.ts';

export interface DeviceType {
  code: number;
  /** German name of the medium/device (EN 13757-7 table "Device type"), for screens and logs. */
  label: string;
}

/** Who sent a telegram: the link layer's address, or a long transport header's meter address. */
export interface MeterAddress {
  /** Three-letter manufacturer code (FLAG association), e.g. "ECM". */
  manufacturer: string;
  /** The identification number as printed on the meter: the BCD field read most significant byte first. */
  id: string;
  version: number;
  deviceType: DeviceType;
  /** The 8 address bytes as transmitted (M 2, A 6): the first half of the mode-5 IV. */
  rawAddress: Uint8Array;
}

export interface LinkLayer extends MeterAddress {
  length: number;
  control: number;
}

export type TransportHeaderKind = 'none' | 'short' | 'long';

export interface TransportLayer {
  ci: number;
  kind: TransportHeaderKind;
  /** The meter's address from a long header (CI 0x72); the link layer's address otherwise. */
  meter: MeterAddress;
  accessNumber: number | null;
  status: number | null;
  configuration: number | null;
  /** Security mode, bits 8–12 of the configuration word (EN 13757-7 / OMS Vol.2: 0 none, 5 AES-CBC). */
  securityMode: number;
  /** Mode 5: number of encrypted 16-byte blocks, bits 4–7 of the configuration word. */
  encryptedBlocks: number;
  /** Offset of the first application-layer byte (after the header) in the telegram. */
  payloadOffset: number;
}

export function deviceType(code: number): DeviceType {
  return { code, label: texts.deviceTypes[code] ?? texts.unknownDeviceType(hexByte(code)) };
}

/**
 * EN 13757-3/-4: the manufacturer field packs three letters of 5 bits each (A = 1) into 15 bits,
 * transmitted least significant byte first.
 */
export function manufacturerCode(low: number, high: number): string {
  const v = (high << 8) | low;
  return [10, 5, 0]
    .map((shift) => {
      const c = (v >> shift) & 0x1f;
      return c >= 1 && c <= 26 ? String.fromCharCode(64 + c) : '?';
    })
    .join('');
}

/** The identification number is 4 BCD bytes, least significant first; printed most significant first. */
function printedId(bytes: Uint8Array, offset: number): string {
  let id = '';
  for (let i = offset + 3; i >= offset; i--) id += (bytes[i] ?? 0).toString(16).padStart(2, '0');
  return id;
}

function b(bytes: Uint8Array, i: number): number {
  return bytes[i] ?? 0;
}

/** L C M(2) A(6) CI: the smallest telegram that names its sender and its CI field. */
export const LINK_LAYER_LENGTH = 10;

export function parseLinkLayer(bytes: Uint8Array): LinkLayer {
  return {
    length: b(bytes, 0),
    control: b(bytes, 1),
    manufacturer: manufacturerCode(b(bytes, 2), b(bytes, 3)),
    id: printedId(bytes, 4),
    version: b(bytes, 8),
    deviceType: deviceType(b(bytes, 9)),
    rawAddress: bytes.slice(2, 10),
  };
}

/** CI fields of EN 13757-7 / OMS Vol.2 that this decoder understands. */
const CI_NO_HEADER = 0x78;
const CI_SHORT_HEADER = 0x7a;
const CI_LONG_HEADER = 0x72;
/** Extended link layer I (EN 13757-4): CC and ACC only, no encryption; the next CI follows. */
const CI_ELL_SHORT = 0x8c;

/**
 * Reads the CI field at `offset` (after the link layer, possibly after an unencrypted extended link
 * layer) and the transport header it announces.
 */
export function parseTransportLayer(
  bytes: Uint8Array,
  offset: number,
  link: MeterAddress,
): WmbusResult<TransportLayer> {
  let at = offset;
  let ci = b(bytes, at);
  if (ci === CI_ELL_SHORT) {
    // ELL I carries its own CC and ACC; the security header (and the IV's access number) is the TPL's.
    at += 3;
    if (at >= bytes.length) return fail('too_short', texts.ciMissingAfterEll);
    ci = b(bytes, at);
  }
  const headerStart = at + 1;
  if (ci === CI_NO_HEADER) {
    return ok({
      ci,
      kind: 'none',
      meter: link,
      accessNumber: null,
      status: null,
      configuration: null,
      securityMode: 0,
      encryptedBlocks: 0,
      payloadOffset: headerStart,
    });
  }
  if (ci === CI_SHORT_HEADER || ci === CI_LONG_HEADER) {
    const long = ci === CI_LONG_HEADER;
    const headerLength = long ? 12 : 4;
    if (headerStart + headerLength > bytes.length) {
      return fail('too_short', texts.transportHeaderIncomplete(long, hexByte(ci)));
    }
    let meter = link;
    let h = headerStart;
    if (long) {
      // EN 13757-7 long header: identification number, manufacturer, version, device type of the meter
      // itself; the link layer's address may belong to a radio module in front of it.
      const raw = new Uint8Array(8);
      raw.set(bytes.subarray(h + 4, h + 6), 0);
      raw.set(bytes.subarray(h, h + 4), 2);
      raw[6] = b(bytes, h + 6);
      raw[7] = b(bytes, h + 7);
      meter = {
        manufacturer: manufacturerCode(b(bytes, h + 4), b(bytes, h + 5)),
        id: printedId(bytes, h),
        version: b(bytes, h + 6),
        deviceType: deviceType(b(bytes, h + 7)),
        rawAddress: raw,
      };
      h += 8;
    }
    const configuration = b(bytes, h + 2) | (b(bytes, h + 3) << 8);
    return ok({
      ci,
      kind: long ? 'long' : 'short',
      meter,
      accessNumber: b(bytes, h),
      status: b(bytes, h + 1),
      configuration,
      securityMode: (configuration >> 8) & 0x1f,
      encryptedBlocks: (configuration >> 4) & 0x0f,
      payloadOffset: h + 4,
    });
  }
  if (ci === 0x8d) {
    return fail('unsupported_ci', texts.encryptedEllUnsupported);
  }
  return fail('unsupported_ci', texts.ciUnsupported(hexByte(ci)));
}
