/**
 * OMS security mode 5 (AES-128-CBC) with published keys.
 *
 * Vectors: the test telegrams published with wmbusmeters (github.com/wmbusmeters/wmbusmeters,
 * drivers/src/<driver>.xmq, `tests { test { args telegram json } }`, read at commit 4dedd717); the
 * key is the last word of `args`. Telegrams are hex without link-layer CRCs. The expected values
 * are the ones in the published JSON, named in each test. Only telegram bytes, keys and decoded
 * values are used, no code. The AES primitive itself is checked against NIST SP 800-38A.
 */
import { describe, expect, it } from 'vitest';
import { currentTotal, DECRYPTION_FAILED_MESSAGE, type DecodedTelegram } from '../../domain/wmbus/index.ts';
import { aesCbcDecrypt, decodeWmbusTelegram } from './wmbus-crypto.ts';

function decoded(hex: string, key: string): DecodedTelegram {
  const result = decodeWmbusTelegram(hex, key);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const hex = (s: string): Uint8Array => Uint8Array.from(Buffer.from(s, 'hex'));

describe('aesCbcDecrypt', () => {
  it('matches NIST SP 800-38A F.2.2 (CBC-AES128.Decrypt), first block', () => {
    const plain = aesCbcDecrypt(
      hex('2b7e151628aed2a6abf7158809cf4f3c'),
      hex('000102030405060708090a0b0c0d0e0f'),
      hex('7649abac8119b246cee98e9b12e9197d'),
    );
    expect(Buffer.from(plain).toString('hex')).toBe('6bc1bee22e409f96e93d7e117393172a');
  });
});

// wmbusmeters picoflux.xmq, "MyWater picoflux 56544919 9F5213BC13841410BB1410141515E4D5",
// comment "Ecomess Picoflux AiR, medium consumption (4.492 m3)". Published JSON: id 56544919,
// media water, total_m3 4.492, total_backward_m3 0, actuality_duration_s 0, meter_datetime 2026-02-09 08:57.
const PICOFLUX =
  '6e446d141949545605077adf0060055ad21c5cafec3a71c0720754f2ca777e238d0318d35a2de0f8fe592e9a0d0cacbd61dfd2815c21a7fa743d93b5e543847e3e67b5d80816a253db655d4354b1a06c1fb7bae99e0fa322bff37a05fd651c5e3c09968ae4df0d8d911fee33ef31b9';
const PICOFLUX_KEY = '9F5213BC13841410BB1410141515E4D5';

describe('water meter, mode 5 (wmbusmeters picoflux.xmq, 56544919)', () => {
  it('decrypts with IV = M ‖ A ‖ 8 × access number and reads the volume', () => {
    const t = decoded(PICOFLUX, PICOFLUX_KEY);
    expect(t).toMatchObject({
      manufacturer: 'ECM',
      id: '56544919',
      deviceType: { code: 0x07, label: 'Wasserzähler' },
      accessNumber: 0xdf,
      securityMode: 5,
      encryptedBlocks: 6,
    });
    const volume = t.records.filter((r) => r.quantity === 'volume');
    expect(volume.map((r) => [r.value, r.modifiers])).toEqual([
      ['4.492', []],
      ['0.000', ['backward']],
    ]);
    expect(t.records.find((r) => r.quantity === 'datetime')?.value).toBe('2026-02-09 08:57');
    // The total is the forward volume, never the backward register (VIFE 0x3C).
    expect(currentTotal(t, 'm³')).toMatchObject({ ok: true, value: { value: '4.492', milli: 4492 } });
  });

  it('the second published meter (57530510, same key): total_m3 10.617', () => {
    const t = decoded(
      '6e446d141005535705077aa900600544f4d6e4edb113cdb888981db36355614215a48c813a08dea801b46bd5612fa0bea01763ceed5fa0e0f44b8b7f983f08f6cc6694d63c56a6edc6498978373f1c71430167bc360144f26cfa8d06fe41f05cbc1d2b463dfa696f7a36a85e964f4f',
      PICOFLUX_KEY,
    );
    expect(t.id).toBe('57530510');
    expect(currentTotal(t, 'm³')).toMatchObject({ ok: true, value: { value: '10.617' } });
  });

  it('a wrong key fails to decrypt with the German message', () => {
    expect(decodeWmbusTelegram(PICOFLUX, '00000000000000000000000000000000')).toEqual({
      ok: false,
      error: { code: 'decryption_failed', message: DECRYPTION_FAILED_MESSAGE },
    });
    expect(DECRYPTION_FAILED_MESSAGE).toBe(
      'Entschlüsselung fehlgeschlagen: falscher Schlüssel oder beschädigtes Telegramm',
    );
  });

  it('a damaged first cipher block fails to decrypt', () => {
    // Byte 15 is the first encrypted byte (after L C M A CI and the 4-byte short header).
    const damaged = PICOFLUX.slice(0, 30) + '00' + PICOFLUX.slice(32);
    expect(decodeWmbusTelegram(damaged, PICOFLUX_KEY)).toMatchObject({
      ok: false,
      error: { code: 'decryption_failed' },
    });
  });

  it('a telegram shorter than its encrypted blocks is too short, not a decryption failure', () => {
    // L lowered to match 3 of the 6 announced blocks.
    const short = (0x6e - 48).toString(16) + PICOFLUX.slice(2, 30 + 96);
    expect(decodeWmbusTelegram(short, PICOFLUX_KEY)).toEqual({
      ok: false,
      error: {
        code: 'too_short',
        message: 'Telegramm zu kurz für die 6 verschlüsselten Blöcke laut Konfigurationswort',
      },
    });
  });

  it('without a key the telegram is reported, not guessed', () => {
    expect(decodeWmbusTelegram(PICOFLUX, null)).toMatchObject({ ok: false, error: { code: 'key_missing' } });
  });
});

describe('heat meter, mode 5 (wmbusmeters elf2.xmq, "Heato elf2 24271170 ACA5769E7902B8A770A7118C11D5F0F6")', () => {
  // Published JSON: id 24271170, media heat/cooling load, total_energy_kwh 144, total_energy_cooling_kwh 1,
  // total_energy_period_kwh 72, total_volume_m3 17.856, total_volume_cooling_m3 1.576, input1_volume_m3 0.002,
  // input2_volume_m3 0.002, t1_temperature_c 22.5, t2_temperature_c 22.6, meter_datetime 2025-10-15 14:39.
  const t = decoded(
    '6E44010670112724420D7A35006025B2F96D0306197B34C7E4E6F45F434FCB78BCBBE8837A2C253BEC3E958B3BBBFBE6AE465214941AF544237DB8A69E6C4CE8DFB7A1F64860200BB2E995F1A4F501E7702E0A581576F60B58CBDA39E1F150F29E04D689C38FD6C430ABD05DD789E0',
    'ACA5769E7902B8A770A7118C11D5F0F6',
  );

  it('reads energy and volume with subunits, storage and tariffs', () => {
    expect(t).toMatchObject({ id: '24271170', deviceType: { code: 0x0d, label: 'Wärme-/Kältezähler' } });
    const rows = t.records
      .filter((r) => r.quantity === 'energy' || r.quantity === 'volume')
      .map((r) => [r.quantity, r.value, r.storage, r.tariff, r.subunit]);
    expect(rows).toEqual([
      ['energy', '144.000', 0, 0, 0],
      ['energy', '1.000', 0, 0, 1], // cooling energy, subunit 1 (DIFE 0x40)
      ['volume', '17.856', 0, 0, 0],
      ['volume', '1.576', 0, 0, 1],
      ['energy', '72.000', 1, 0, 0],
      ['energy', '1.000', 1, 0, 1],
      ['volume', '0.002', 0, 1, 0], // input 1 as tariff 1 (DIFE 0x10)
      ['volume', '0.002', 0, 2, 0],
    ]);
    expect(t.records.filter((r) => r.quantity === 'temperature').map((r) => r.value)).toEqual([
      '22.5',
      '22.6',
    ]);
    expect(t.records.find((r) => r.quantity === 'datetime')?.value).toBe('2025-10-15 14:39');
  });

  it('the current total in kWh is the heating register', () => {
    expect(currentTotal(t, 'kWh')).toMatchObject({ ok: true, value: { value: '144.000', milli: 144_000 } });
  });
});

describe('heat cost allocators, mode 5', () => {
  it('wmbusmeters fhkvdataiv.xmq, "Rooom fhkvdataiv 14542076 FCF41938F63432975B52505F547FCEDF"', () => {
    // Published JSON: id 14542076, media heat cost allocation, current_consumption_hca 2, set_date 2020-12-31,
    // consumption_at_set_date_hca 25, set_date_8 2019-10-31 (the monthly series is a compact profile).
    const t = decoded(
      '4E4468507620541494087AAD004005089D86B62A329B3439873999738F82461ABDE3C7AC78692B363F3B41EB68607F9C9160F550769B065B6EA00A2E44346E29FF5DC5CB86283C69324AD33D137F6F',
      'FCF41938F63432975B52505F547FCEDF',
    );
    expect(t).toMatchObject({
      manufacturer: 'TCH',
      id: '14542076',
      deviceType: { label: 'Heizkostenverteiler' },
    });
    expect(t.records.filter((r) => r.quantity === 'hca').map((r) => [r.storage, r.value])).toEqual([
      [0, '2'],
      [1, '25'],
      [8, '0'],
    ]);
    expect(t.records.filter((r) => r.quantity === 'date').map((r) => [r.storage, r.value])).toEqual([
      [1, '2020-12-31'],
      [8, '2019-10-31'],
    ]);
    // OMS compact profile (VIFE 0x1F): kept as hex, never taken for a total.
    expect(t.records.find((r) => r.modifiers.includes('compact_profile'))).toMatchObject({
      quantity: 'other',
    });
    expect(currentTotal(t, 'Einheiten')).toMatchObject({ ok: true, value: { value: '2.000', milli: 2000 } });
  });

  it('wmbusmeters caltose.xmq, "Caltos caltose 80081991 6B6B5EB80884328A7B1E45043D39FAAD"', () => {
    // Published JSON: id 80081991, media heat cost allocation, consumption_hca 225, target_date 2026-01-01,
    // target_hca 99, base_date 2026-02-01, base_hca 203.
    const t = decoded(
      '5e44496a91190880fc087a744050052f05bf0c6baf613a078098e048ae47ffb93083b455065e03de9b7878c8b3bb063637ea5693160e831cc3d4e0470fabbcd4fedb09d289a0025ca7960d5c7b8064b1093037e7a0a57908edb554d17ad587',
      '6B6B5EB80884328A7B1E45043D39FAAD',
    );
    expect(t).toMatchObject({ manufacturer: 'ZRI', id: '80081991', deviceType: { code: 0x08 } });
    expect(t.records.filter((r) => r.quantity === 'hca').map((r) => [r.storage, r.value])).toEqual([
      [0, '225'],
      [1, '99'],
      [8, '203'],
    ]);
    expect(t.records.filter((r) => r.quantity === 'date').map((r) => [r.storage, r.value])).toEqual([
      [1, '2026-01-01'],
      [8, '2026-02-01'],
    ]);
    expect(currentTotal(t, 'Einheiten')).toMatchObject({ ok: true, value: { value: '225.000' } });
  });
});

describe('mode 5 behind other headers', () => {
  it('long header (CI 0x72): IV from the long header (wmbusmeters aventieswm.xmq, "Votten aventieswm 61070071")', () => {
    // Published JSON: id 61070071, media water, total_m3 466.472, consumption_at_set_date_1_m3 465.96 …
    // consumption_at_set_date_14_m3 357.84.
    const t = decoded(
      '76442104710007612507727100076121042507B5006005E2E95A3C2A1279A5415E6732679B43369FD5FDDDD783EEEBB48236D34E7C94AF0A18A5FDA5F7D64111EB42D4D891622139F2952F9D12A20088DFA4CF8123871123EE1F6C1DCEA414879DDB4E05E508F1826D7EFBA6964DF804C9261EA23BBF03',
      'A004EB23329A477F1DD2D7820B56EB3D',
    );
    expect(t).toMatchObject({ manufacturer: 'AAA', id: '61070071', ci: 0x72, accessNumber: 0xb5 });
    const volume = t.records.filter((r) => r.quantity === 'volume');
    expect(volume).toHaveLength(15);
    expect(volume[0]).toMatchObject({ storage: 0, value: '466.472' });
    expect(volume[1]).toMatchObject({ storage: 1, value: '465.960' });
    expect(volume[14]).toMatchObject({ storage: 14, value: '357.840' });
    expect(currentTotal(t, 'm³')).toMatchObject({ ok: true, value: { value: '466.472' } });
  });

  it('plain records after the encrypted blocks (wmbusmeters waterstarm.xmq, "Woter waterstarm 20096221")', () => {
    // Published JSON: id 20096221, media warm water, total_m3 0.106, total_backwards_m3 0,
    // meter_datetime 2020-07-30 10:40, meter_version 000008, parameter_set 1100.
    const t = decoded(
      '3944FA122162092002067A3600202567C94D48D00DC47B11213E23383DB51968A705AAFA60C60E263D50CD259D7C9A03FD0C08000002FD0B0011',
      'BEDB81B52C29B5C143388CBB0D15A051',
    );
    expect(t).toMatchObject({
      manufacturer: 'DWZ',
      id: '20096221',
      deviceType: { label: 'Warmwasserzähler' },
    });
    expect(t.records.find((r) => r.quantity === 'datetime')?.value).toBe('2020-07-30 10:40');
    expect(currentTotal(t, 'm³')).toMatchObject({ ok: true, value: { value: '0.106' } });
    // 03FD0C08000002FD0B0011 follow the two encrypted blocks unencrypted.
    expect(t.records.slice(-2).map((r) => r.header)).toEqual(['03FD0C', '02FD0B']);
  });

  it('extended link layer (CI 0x8C) before the short header (wmbusmeters waterstarm.xmq, "water waterstarm 50496629")', () => {
    // Published JSON: id 50496629, media water, total_m3 0.003, consumption_at_history_1_m3 0.003 …
    // consumption_at_history_15_m3 -0.001 (a signed 32-bit 0xFFFFFFFF), meter_datetime 2025-08-20 14:51.
    const t = decoded(
      'a144c5142966495070078c20d07a0d0090257db8bb9938a1ff7c4b9a4492f4ea5f278b725057eee6837c17397e9605f3a448a338bd8407a2a5846632c334dff577f427f054f55e68a00fa5c85ccbc808ccdd2bb537a83234a50392968f00c1d7473455f9fc4c88fb195ca1712325da8c6aa7fdb7c4b77b9b84a4a0ccac4f586775fa66007dbdc2c615b69247401e9b9a863ac5a5873484b1b7d0178198e88f701e53',
      'FFEEDDCCBBAA00998877665544332211',
    );
    // The IV takes the TPL's access number 0x0D, not the ELL's 0xD0.
    expect(t).toMatchObject({ manufacturer: 'EFE', id: '50496629', ci: 0x7a, accessNumber: 0x0d });
    expect(currentTotal(t, 'm³')).toMatchObject({ ok: true, value: { value: '0.003' } });
    const history = t.records.filter((r) => r.quantity === 'volume' && r.storage >= 2);
    expect(history[0]).toMatchObject({ storage: 2, value: '0.003' });
    expect(history.at(-1)).toMatchObject({ storage: 16, value: '-0.001' });
    // The meter's date-time record has the type F "invalid" bit (EN 13757-3 annex A) set; wmbusmeters
    // ignores that bit and prints 2025-08-20 14:51, this decoder honours it and reports no date.
    expect(t.records.find((r) => r.header === '046D')?.value).toBeNull();
  });
});
