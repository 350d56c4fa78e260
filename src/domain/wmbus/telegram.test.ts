/**
 * Unencrypted telegrams (security mode 0) and the decoder's failures.
 *
 * Vectors: the test telegrams published with wmbusmeters (github.com/wmbusmeters/wmbusmeters,
 * drivers/src/<driver>.xmq, `tests { test { args telegram json } }`, read at commit 4dedd717).
 * Each telegram is hex without link-layer CRCs, as this decoder takes it; the expected values
 * are the ones in the published JSON, named in each test. Only the telegram bytes and the
 * decoded values are used, no code.
 */
import { describe, expect, it } from 'vitest';
import { currentTotal, decodeTelegram, type DecodedTelegram, type WmbusRecord } from './index.ts';

function decoded(hex: string): DecodedTelegram {
  const result = decodeTelegram(hex);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** The records without their raw header, for readable expectations. */
function values(t: DecodedTelegram): Omit<WmbusRecord, 'header' | 'exact'>[] {
  return t.records.map(({ header: _h, exact: _e, ...rest }) => rest);
}

const base = { tariff: 0, subunit: 0, function: 'instantaneous', modifiers: [] } as const;

describe('heat cost allocator, unencrypted (wmbusmeters qcaloric.xmq, "MyElement1 qcaloric 78563412")', () => {
  // Published JSON: id 78563412, media heat cost allocation, current_consumption_hca 127,
  // set_date 2018-12-31, consumption_at_set_date_hca 145, set_date_17 2019-01-31,
  // consumption_at_set_date_17_hca 79, error_date "", device_datetime 2019-02-20 11:32.
  const hex =
    '314493441234567835087a740000200b6e2701004b6e450100426c5f2ccb086e790000c2086c7f21326cffff046d200b7422';

  it('reads the link layer and the short transport header', () => {
    const t = decoded(hex);
    expect(t).toMatchObject({
      manufacturer: 'QDS',
      id: '78563412',
      version: 0x35,
      deviceType: { code: 0x08, label: 'Heizkostenverteiler' },
      ci: 0x7a,
      accessNumber: 0x74,
      status: 0,
      securityMode: 0,
      manufacturerData: null,
    });
    expect(t.link.id).toBe('78563412');
  });

  it('reads HCA units, storage numbers from DIF and DIFE, type G and type F dates', () => {
    expect(values(decoded(hex))).toEqual([
      { ...base, quantity: 'hca', value: '127', unit: 'Einheiten', storage: 0 },
      { ...base, quantity: 'hca', value: '145', unit: 'Einheiten', storage: 1 },
      { ...base, quantity: 'date', value: '2018-12-31', unit: '', storage: 1 },
      { ...base, quantity: 'hca', value: '79', unit: 'Einheiten', storage: 17 },
      { ...base, quantity: 'date', value: '2019-01-31', unit: '', storage: 17 },
      // DIF 0x32: function "value during error state"; 0xFFFF is no date (error_date "").
      { ...base, function: 'error', quantity: 'date', value: null, unit: '', storage: 0 },
      { ...base, quantity: 'datetime', value: '2019-02-20 11:32', unit: '', storage: 0 },
    ]);
  });

  it('picks the current total in Einheiten', () => {
    const total = currentTotal(decoded(hex), 'Einheiten');
    expect(total).toMatchObject({ ok: true, value: { value: '127.000', milli: 127_000 } });
    expect(currentTotal(decoded(hex), 'm³')).toEqual({
      ok: false,
      error: { code: 'no_total', message: 'Telegramm enthält keinen aktuellen Zählerstand in m³' },
    });
  });
});

describe('water meter, unencrypted (wmbusmeters lse_07_17.xmq, "Water2 lse_07_17 09993623")', () => {
  // Published JSON: id 09993623, media water, total_m3 323.323, due_date 2022-12-31,
  // due_m3 277.651, device_datetime 2023-11-13 10:19, error_date null.
  const hex = '2d44653223369909d8077a80000000046d130aed2B0c13233332004c1351762700426cdf2c326cffff02BB560000';

  it('reads BCD volume in m³ with 3 decimals and the value at the due date', () => {
    const t = decoded(hex);
    expect(t).toMatchObject({
      manufacturer: 'LSE',
      id: '09993623',
      deviceType: { code: 0x07, label: 'Wasserzähler' },
    });
    const r = t.records;
    expect(r.find((x) => x.quantity === 'datetime')?.value).toBe('2023-11-13 10:19');
    expect(r.filter((x) => x.quantity === 'volume').map((x) => [x.storage, x.value, x.unit])).toEqual([
      [0, '323.323', 'm³'],
      [1, '277.651', 'm³'],
    ]);
    expect(r.find((x) => x.quantity === 'date' && x.storage === 1)?.value).toBe('2022-12-31');
    expect(currentTotal(t, 'm³')).toMatchObject({ ok: true, value: { value: '323.323', milli: 323_323 } });
  });
});

describe('heat meter, unencrypted (wmbusmeters microclima.xmq, "Heat microclima 93572431")', () => {
  // Published JSON: id 93572431, media heat, total_energy_consumption_kwh 1805, total_volume_m3 297.994,
  // flow_temperature_c 21, return_temperature_c 21, temperature_difference_c -0.48, power_kw 0,
  // meter_datetime 2021-12-22 00:39.
  const hex =
    '494424343124579300047a5a0000202f2f046d2720b62c04060d07000001fd170004130a8c0400043b00000000042b00000000025b1500025f15000261d0ff03fd0c05000002fd0b1011';

  it('reads energy in kWh, volume, temperatures and a negative temperature difference', () => {
    const t = decoded(hex);
    expect(t).toMatchObject({ manufacturer: 'MAD', id: '93572431', deviceType: { label: 'Wärmezähler' } });
    const by = (q: string): string[] =>
      t.records.filter((x) => x.quantity === q).map((x) => `${x.value} ${x.unit}`.trim());
    expect(by('energy')).toEqual(['1805.000 kWh']);
    expect(by('volume')).toEqual(['297.994 m³']);
    expect(by('temperature')).toEqual(['21 °C', '21 °C']);
    expect(by('temperature_difference')).toEqual(['-0.48 K']);
    expect(by('power')).toEqual(['0 kW']);
    expect(by('datetime')).toEqual(['2021-12-22 00:39']);
    expect(currentTotal(t, 'kWh')).toMatchObject({
      ok: true,
      value: { value: '1805.000', milli: 1_805_000 },
    });
  });
});

describe('long transport header (CI 0x72)', () => {
  it('takes the meter from the long header (wmbusmeters qwaterv2.xmq, "AnotherQWater qwaterv2 66666666")', () => {
    // Published JSON: id 66666666, media water, total_m3 120.567, target_m3 115.044 at 2022-08-31,
    // target_year_m3 31.061 at 2021-12-31, meter_datetime 2022-09-15 19:08.
    const t = decoded(
      '3C449344682268363537726666666693443507720000200C13670512004C1361100300426CBF2CCC081344501100C2086CDF28326CFFFF046D0813CF29',
    );
    expect(t).toMatchObject({ manufacturer: 'QDS', id: '66666666', deviceType: { code: 0x07 }, ci: 0x72 });
    expect(t.link.id).toBe('36682268');
    expect(t.records.filter((x) => x.quantity === 'volume').map((x) => [x.storage, x.value])).toEqual([
      [0, '120.567'],
      [1, '31.061'],
      [17, '115.044'],
    ]);
  });

  it('reads 12-digit BCD energy in 10^-2 Wh exactly (wmbusmeters elf.xmq, "Hetta elf 01885619")', () => {
    // Published JSON: id 01885619, media heat, total_energy_consumption_kwh 3112.49977,
    // total_volume_m3 201.364, total_energy_consumption_at_date_kwh 3047.8, meter_date 2021-02-09,
    // battery_v 3.31. The link layer names the radio module 00050901 (device type 0x37).
    const t = decoded(
      '51440186010905001837721956880101064004DA000020026CA9220E017799241103000C13641320000A2D00000A5A90060A5E800544050E77000001FD0C010A6564370AFD4731030A274907047F00000002',
    );
    expect(t).toMatchObject({ id: '01885619', deviceType: { code: 0x04 } });
    expect(t.link).toMatchObject({
      id: '00050901',
      deviceType: { code: 0x37, label: 'Funkkonverter (Zählerseite)' },
    });
    const energy = t.records.filter((x) => x.quantity === 'energy');
    expect(energy.map((x) => [x.storage, x.value, x.exact])).toEqual([
      [0, '3112.500', '3112.49977'],
      [1, '3047.800', '3047.8'],
    ]);
    expect(t.records.find((x) => x.quantity === 'volume')?.value).toBe('201.364');
    expect(t.records.find((x) => x.quantity === 'date')?.value).toBe('2021-02-09');
    expect(t.records.find((x) => x.unit === 'V')?.value).toBe('3.31');
    // VIF 0x7F: manufacturer specific; kept as hex, never taken for a total.
    expect(t.records.at(-1)).toMatchObject({ quantity: 'manufacturer', value: '00000002' });
  });
});

describe('failures are typed results with a German message', () => {
  const hca =
    '314493441234567835087a740000200b6e2701004b6e450100426c5f2ccb086e790000c2086c7f21326cffff046d200b7422';

  it('bad hex, too short, a length that disagrees with the L-field', () => {
    expect(decodeTelegram('zz')).toMatchObject({ ok: false, error: { code: 'bad_hex' } });
    expect(decodeTelegram('314')).toMatchObject({ ok: false, error: { code: 'bad_hex' } });
    expect(decodeTelegram('')).toMatchObject({ ok: false, error: { code: 'bad_hex' } });
    expect(decodeTelegram('3144934412345678')).toMatchObject({ ok: false, error: { code: 'too_short' } });
    expect(decodeTelegram(hca.slice(0, -4))).toEqual({
      ok: false,
      error: { code: 'too_short', message: 'Telegramm zu kurz: laut L-Feld 50 Bytes, empfangen 48' },
    });
    expect(decodeTelegram(hca + 'ABCD')).toMatchObject({ ok: false, error: { code: 'length_mismatch' } });
  });

  it('a record cut off inside its data is a truncated record', () => {
    // The same telegram with L lowered by 2 and the last two bytes of the type F date removed.
    const cut = '2f' + hca.slice(2, -4);
    expect(decodeTelegram(cut)).toEqual({
      ok: false,
      error: {
        code: 'truncated_record',
        message: 'Datensatz ab Byte 29 der Anwendungsdaten ist abgeschnitten',
      },
    });
  });

  it('whitespace in the hex is accepted', () => {
    expect(decodeTelegram(hca.replace(/(..)/g, '$1 ')).ok).toBe(true);
  });

  it('mode 5 without a key, an unknown security mode, an unsupported CI field', () => {
    // wmbusmeters picoflux.xmq, "MyWater picoflux 56544919": an encrypted (mode 5) telegram.
    const encrypted =
      '6e446d141949545605077adf0060055ad21c5cafec3a71c0720754f2ca777e238d0318d35a2de0f8fe592e9a0d0cacbd61dfd2815c21a7fa743d93b5e543847e3e67b5d80816a253db655d4354b1a06c1fb7bae99e0fa322bff37a05fd651c5e3c09968ae4df0d8d911fee33ef31b9';
    expect(decodeTelegram(encrypted)).toMatchObject({ ok: false, error: { code: 'key_missing' } });
    expect(decodeTelegram(encrypted, { key: 'abc', decrypt: (_k, _iv, d) => d })).toEqual({
      ok: false,
      error: { code: 'bad_key', message: 'AES-Schlüssel muss aus 32 Hexadezimalzeichen bestehen' },
    });
    // The HCA telegram with its configuration word changed to mode 7 (0x0720).
    const mode7 = hca.replace('7a74000020', '7a74002007');
    expect(decodeTelegram(mode7)).toEqual({
      ok: false,
      error: {
        code: 'unsupported_security',
        message: 'Sicherheitsmodus 7 wird nicht unterstützt (unterstützt: 0 unverschlüsselt, 5 AES-128-CBC)',
      },
    });
    // CI 0x7B (compact frame, short header) needs the meter's format signature.
    expect(decodeTelegram(hca.replace('35087a', '35087b'))).toMatchObject({
      ok: false,
      error: { code: 'unsupported_ci' },
    });
  });
});
