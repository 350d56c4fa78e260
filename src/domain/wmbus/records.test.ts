/**
 * Single data records, built byte by byte from the definitions of EN 13757-3 (DIF/DIFE, VIF tables,
 * data types of annex A), for the branches the published telegrams (telegram.test.ts and
 * src/server/gateways/wmbus-crypto.test.ts) do not reach. These are not telegrams of real meters.
 */
import { describe, expect, it } from 'vitest';
import { toExactDecimal, toFixedDecimal } from './exact.ts';
import { manufacturerCode } from './link-layer.ts';
import { decodeDate, parseRecords, type WmbusRecord } from './records.ts';

function records(hex: string): WmbusRecord[] {
  const result = parseRecords(Uint8Array.from(Buffer.from(hex, 'hex')));
  if (!result.ok) throw new Error(result.error.message);
  return result.value.records;
}

const one = (hex: string): WmbusRecord => {
  const [r] = records(hex);
  if (!r) throw new Error('no record');
  return r;
};

describe('data types', () => {
  it('BCD of 2 to 12 digits; a leading 0xF nibble is negative; digits A–E are invalid', () => {
    expect(one('0913' + '42').value).toBe('0.042');
    expect(one('0A13' + '3412').value).toBe('1.234');
    expect(one('0B13' + '563412').value).toBe('123.456');
    expect(one('0C13' + '78563412').value).toBe('12345.678');
    expect(one('0E13' + '341278563412').value).toBe('123456781.234');
    expect(one('0C13' + '010000F0').value).toBe('-0.001');
    expect(one('0C13' + 'FFFFFFFF').value).toBeNull();
  });

  it('signed binary integers of 8 to 64 bits', () => {
    expect(one('0113' + 'FF').value).toBe('-0.001');
    expect(one('0213' + '3412').value).toBe('4.660'); // 0x1234 = 4660 l
    expect(one('0313' + '563412').value).toBe('1193.046');
    expect(one('0413' + 'FFFFFF7F').value).toBe('2147483.647');
    expect(one('0613' + '010000000080').value).toBe('-140737488355.327');
    // Beyond a double's 53 bits: BigInt keeps every digit.
    expect(one('0713' + 'FFFFFFFFFFFFFF7F').value).toBe('9223372036854775.807');
  });

  it('a 32-bit float is converted exactly, then rounded to 3 places', () => {
    // 0x3FC00000 = 1.5; 0x3DCCCCCD = 0.100000001490116…
    expect(one('0516' + '0000C03F').value).toBe('1.500'); // VIF 0x16: m³
    expect(one('0516' + 'CDCCCC3D')).toMatchObject({
      value: '0.100',
      exact: '0.100000001490116119384765625',
    });
  });

  it('variable length: positive BCD (LVAR 0xC0+n) and text (LVAR < 0xC0, last character first)', () => {
    expect(one('0D13' + 'C2' + '3412').value).toBe('1.234');
    expect(one('0D13' + 'D2' + '3412').value).toBe('-1.234');
    expect(one('0DFD11' + '03' + '434241')).toMatchObject({ quantity: 'other', value: 'ABC' });
  });

  it('no data (data field 0) and a readout selection (0x8) carry no value', () => {
    expect(records('0013' + '0813').map((r) => r.value)).toEqual([null, null]);
  });
});

describe('VIF tables', () => {
  it('energy in Wh, J, MWh and GJ comes out in kWh', () => {
    expect(one('0403' + '39300000').value).toBe('12.345'); // 10^0 Wh
    expect(one('0406' + '39300000').value).toBe('12345.000'); // 10^3 Wh
    expect(one('040E' + '01000000')).toMatchObject({ value: '0.278', exact: null }); // 1 MJ = 0.2777… kWh
    expect(one('04FB00' + '0A000000').value).toBe('1000.000'); // 10 × 0.1 MWh
    expect(one('04FB09' + '01000000').value).toBe('277.778'); // 1 GJ
  });

  it('volume in m³ from 10^-6 to the 0xFB table', () => {
    expect(one('0410' + '40420F00').value).toBe('1.000'); // 10^6 × 10^-6 m³
    expect(one('0415' + '01000000').value).toBe('0.100');
    expect(one('04FB10' + '01000000').value).toBe('100.000');
  });

  it('HCA units, flow, power, pressure and the durations', () => {
    expect(one('026E' + '0100')).toMatchObject({ quantity: 'hca', value: '1', unit: 'Einheiten' });
    expect(one('023B' + 'E803')).toMatchObject({ quantity: 'flow', value: '1', unit: 'm³/h' });
    expect(one('022B' + 'E803')).toMatchObject({ quantity: 'power', value: '1', unit: 'kW' });
    expect(one('0269' + '0A00')).toMatchObject({ quantity: 'pressure', value: '0.1', unit: 'bar' });
    expect(one('0222' + '0A00')).toMatchObject({ quantity: 'duration', value: '10', unit: 'h' });
  });

  it('a fabrication number keeps the leading zeros of its BCD digits', () => {
    expect(one('0C78' + '39803801')).toMatchObject({ quantity: 'fabrication_number', value: '01388039' });
  });

  it('plain-text VIF: the unit follows as ASCII, last character first', () => {
    expect(one('027C' + '03' + '6B6361' + '0A00')).toMatchObject({
      quantity: 'other',
      unit: 'ack',
      value: '10',
    });
  });
});

describe('DIF, DIFE and VIFE', () => {
  it('function field, storage over two DIFEs, tariff and subunit', () => {
    expect(one('1413' + '01000000').function).toBe('maximum');
    expect(one('2413' + '01000000').function).toBe('minimum');
    // DIF storage bit 1, DIFE 0x81 → +1·2, DIFE 0x52 → storage +2·32, tariff 1·4, subunit 1·2.
    expect(one('C48152' + '13' + '01000000')).toMatchObject({ storage: 1 + 2 + 64, tariff: 4, subunit: 2 });
  });

  it('multiplicative VIFEs scale the value; others are named modifiers', () => {
    expect(one('0493' + '7D' + '01000000').value).toBe('1.000'); // × 10^3
    expect(one('0493' + '75' + 'E8030000').value).toBe('0.100'); // 1000 l × 10^(5-6)
    expect(one('0493' + '3C' + '01000000').modifiers).toEqual(['backward']);
    expect(one('0493' + 'FF' + '01' + '01000000')).toMatchObject({
      quantity: 'volume',
      modifiers: ['manufacturer'],
    });
  });

  it('idle fillers are skipped; 0x0F starts manufacturer data to the end', () => {
    const result = parseRecords(Uint8Array.from(Buffer.from('2F2F0413010000002F0FAABB', 'hex')));
    expect(result).toMatchObject({ ok: true, value: { manufacturerData: 'AABB' } });
    expect(result.ok && result.value.records.map((r) => r.value)).toEqual(['0.001']);
  });

  it('a reserved DIF and a cut-off record are errors, not guesses', () => {
    expect(parseRecords(Uint8Array.from([0x3f, 0x13]))).toMatchObject({
      ok: false,
      error: { code: 'bad_record' },
    });
    expect(parseRecords(Uint8Array.from([0x04, 0x13, 0x01, 0x00]))).toEqual({
      ok: false,
      error: {
        code: 'truncated_record',
        message: 'Datensatz ab Byte 0 der Anwendungsdaten ist abgeschnitten',
      },
    });
    expect(parseRecords(Uint8Array.from([0x84]))).toMatchObject({
      ok: false,
      error: { code: 'truncated_record' },
    });
    expect(parseRecords(Uint8Array.from([0x04, 0x93]))).toMatchObject({
      ok: false,
      error: { code: 'truncated_record' },
    });
  });
});

describe('dates (EN 13757-3 annex A)', () => {
  it('type G, F and I; 0xFF…, zero day and the invalid bit are no date', () => {
    expect(decodeDate(Uint8Array.from([0x5f, 0x2c]))).toBe('2018-12-31');
    expect(decodeDate(Uint8Array.from([0x20, 0x0b, 0x74, 0x22]))).toBe('2019-02-20 11:32');
    expect(decodeDate(Uint8Array.from([0x1e, 0x20, 0x0b, 0x74, 0x22, 0x00]))).toBe('2019-02-20 11:32:30');
    expect(decodeDate(Uint8Array.from([0x20, 0x0b, 0x74, 0x22, 0x00]))).toBeNull(); // 5 bytes: no date type
    expect(decodeDate(Uint8Array.from([0xff, 0xff]))).toBeNull();
    expect(decodeDate(Uint8Array.from([0x00, 0x00]))).toBeNull();
    expect(decodeDate(Uint8Array.from([0xa0, 0x0b, 0x74, 0x22]))).toBeNull(); // type F IV bit
  });
});

describe('exact helpers and manufacturer code', () => {
  it('rounds half away from zero and prints exact decimals', () => {
    expect(toFixedDecimal({ num: 5n, den: 10000n }, 3)).toBe('0.001');
    expect(toFixedDecimal({ num: -5n, den: 10000n }, 3)).toBe('-0.001');
    expect(toFixedDecimal({ num: -4n, den: 10000n }, 3)).toBe('0.000');
    expect(toExactDecimal({ num: 1n, den: 8n })).toBe('0.125');
    expect(toExactDecimal({ num: 1n, den: 3n })).toBeNull();
    expect(toExactDecimal({ num: 1200n, den: 1n })).toBe('1200');
  });

  it('packs three letters into 15 bits (EN 13757-3)', () => {
    expect(manufacturerCode(0x6d, 0x14)).toBe('ECM');
    expect(manufacturerCode(0xc5, 0x14)).toBe('EFE');
    expect(manufacturerCode(0x2d, 0x2c)).toBe('KAM');
  });
});
