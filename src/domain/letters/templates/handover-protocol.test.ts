import { describe, expect, it } from 'vitest';
import { letterContext } from '../../../../tests/fixtures/letters/context.ts';
import { documentLines } from '../letter-document.ts';
import { buildHandoverProtocol, type HandoverMeter } from './handover-protocol.ts';

const meters: HandoverMeter[] = [
  {
    id: 11,
    number: 'KW-4711',
    type: 'Kaltwasser',
    unit: 'm³',
    last_reading: { reading_date: '2025-12-31', value: 101.25 },
  },
  {
    id: 12,
    number: 'WW-4712',
    type: 'Warmwasser',
    unit: 'm³',
    last_reading: { reading_date: '2025-12-31', value: 40.5 },
  },
  { id: 13, number: 'HKV-0815', type: 'Heizkostenverteiler', unit: 'Einheiten', last_reading: null },
];

const fields = {
  kind: 'move_out' as const,
  handover_date: '2026-11-30',
  attendees: 'Erika Mustermann, Sophie Schäfer',
  rooms: [
    { name: 'Küche', condition: 'gut', defects: undefined },
    { name: 'Bad', condition: 'gebraucht', defects: 'Fliese über der Wanne gesprungen' },
  ],
  keys: [
    { kind: 'Haustür', count: 2 },
    { kind: 'Briefkasten', count: 1 },
  ],
  readings: [
    { meter_id: 11, value: 131.875, meter_exchange: undefined },
    { meter_id: 12, value: 3.2, meter_exchange: true },
  ],
};

describe('handover-protocol', () => {
  it('lists rooms, keys and every meter, and returns the readings to store on the handover date', () => {
    const r = buildHandoverProtocol(letterContext, fields, { meters });
    expect(r.readings).toEqual([
      { meter_id: 11, reading_date: '2026-11-30', value: 131.875, meter_exchange: false },
      { meter_id: 12, reading_date: '2026-11-30', value: 3.2, meter_exchange: true },
    ]);
    const lines = documentLines(r.document);
    expect(r.document.subject).toBe('Übergabeprotokoll – Auszug');
    expect(r.document.salutation).toBeNull();
    expect(lines).toContain('Bad | gebraucht | Fliese über der Wanne gesprungen');
    expect(lines).toContain('Küche | gut | keine');
    expect(lines).toContain('Haustür | 2');
    expect(lines).toContain('Kaltwasser | KW-4711 | 131,875 | m³');
    expect(lines).toContain('Warmwasser | WW-4712 | 3,2 (Zählerwechsel) | m³');
    expect(lines).toContain('Heizkostenverteiler | HKV-0815 | nicht abgelesen | Einheiten');
    expect(lines).toContain(
      'Vermieter: Erika Mustermann. Mieter: Sophie Schäfer. Wohnung: Whg. 3 links, Gartenweg 5, 04109 Leipzig.',
    );
    expect(r.document.signatures.map((s) => s.label)).toEqual([
      'Unterschrift Vermieter',
      'Unterschrift Mieter',
    ]);
    expect(r.problems).toEqual(['Für Zähler HKV-0815 ist kein Stand eingetragen.']);
  });

  it('refuses a reading below the last one unless it is a meter exchange', () => {
    expect(() =>
      buildHandoverProtocol(
        letterContext,
        { ...fields, readings: [{ meter_id: 12, value: 3.2, meter_exchange: undefined }] },
        { meters },
      ),
    ).toThrow('Der Stand von Zähler WW-4712 ist kleiner als der letzte gespeicherte (40,5).');
  });

  it('refuses a meter of another dwelling and a meter read twice', () => {
    expect(() =>
      buildHandoverProtocol(
        letterContext,
        { ...fields, readings: [{ meter_id: 99, value: 1, meter_exchange: undefined }] },
        { meters },
      ),
    ).toThrow('Der Zähler 99 gehört nicht zu dieser Wohnung.');
    expect(() =>
      buildHandoverProtocol(
        letterContext,
        {
          ...fields,
          readings: [
            { meter_id: 11, value: 120, meter_exchange: undefined },
            { meter_id: 11, value: 121, meter_exchange: undefined },
          ],
        },
        { meters },
      ),
    ).toThrow('Für Zähler KW-4711 ist mehr als ein Stand angegeben.');
  });
});
