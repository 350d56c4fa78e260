import { describe, expect, it } from 'vitest';
import { LETTER_TEMPLATES, letterFieldSchemas } from '../../../../domain/letters/catalogue.ts';
import { letterLabels as L } from '../../../../domain/texts/letters.ts';
import {
  emptyEntry,
  fieldOfMessage,
  initialValues,
  machineDecimal,
  previewRows,
  toRequestFields,
  type FormValues,
} from './letter-form.ts';

const fieldsOf = (id: string) => LETTER_TEMPLATES.find((t) => t.id === id)!.fields;

describe('letter form values', () => {
  it('starts every field empty: text blank, ticks off, lists without entries', () => {
    const values = initialValues(fieldsOf('handover-protocol'));
    expect(values).toMatchObject({
      kind: '',
      handover_date: '',
      rooms: [],
      keys: [],
      readings: [],
      note: '',
    });
    const readings = fieldsOf('handover-protocol').find((f) => f.name === 'readings')!;
    expect(emptyEntry(readings.items!)).toEqual({ meter_id: '', value: '', meter_exchange: false });
  });

  it('reads German decimals into the machine form and leaves dot decimals alone', () => {
    expect(machineDecimal('660,00')).toBe('660.00');
    expect(machineDecimal('1.234,56 €')).toBe('1234.56');
    expect(machineDecimal(' 117.8 ')).toBe('117.8');
    expect(machineDecimal('660')).toBe('660');
  });

  it('maps a handover protocol to fields the server schema accepts, without empty fields and entries', () => {
    const fields = fieldsOf('handover-protocol');
    const values: FormValues = {
      ...initialValues(fields),
      kind: 'move_out',
      handover_date: '2026-11-30',
      attendees: '  ',
      rooms: [
        { name: 'Küche', condition: 'gut', defects: '' },
        { name: '', condition: '', defects: '' },
      ],
      keys: [{ kind: 'Haustür', count: '2' }],
      readings: [{ meter_id: '7', value: '1.234,5', meter_exchange: false }],
    };
    const mapped = toRequestFields(fields, values);
    expect(mapped).toEqual({
      kind: 'move_out',
      handover_date: '2026-11-30',
      rooms: [{ name: 'Küche', condition: 'gut' }],
      keys: [{ kind: 'Haustür', count: '2' }],
      readings: [{ meter_id: '7', value: '1234.5', meter_exchange: false }],
    });
    const parsed = letterFieldSchemas['handover-protocol'].parse(mapped);
    expect(parsed.readings).toEqual([{ meter_id: 7, value: 1234.5, meter_exchange: false }]);
  });

  it('sends money as euros the server reads to the cent', () => {
    const fields = fieldsOf('rental-agreement');
    const mapped = toRequestFields(fields, {
      ...initialValues(fields),
      start_date: '2027-01-01',
      net_rent: '660,50',
      deposit: '1.981,50',
      advances: [{ cost_group: 'Betriebskosten', amount: '120' }],
    });
    const parsed = letterFieldSchemas['rental-agreement'].parse(mapped);
    expect(parsed).toMatchObject({ net_rent: 66050, deposit: 198150, advances: [{ amount: 12000 }] });
  });

  it('finds the field a server message names, a list item naming its list', () => {
    const fields = fieldsOf('handover-protocol');
    expect(fieldOfMessage(fields, 'Bitte „Übergabedatum“ angeben.')).toBe('handover_date');
    expect(fieldOfMessage(fields, 'Das Feld „Zählerstand“ ist ungültig.')).toBe('readings');
    expect(fieldOfMessage(fields, 'Der Zähler 9 gehört nicht zu dieser Wohnung.')).toBeNull();
  });

  it('previews the filled fields the German way: dates, euros, choices by label, entries by line', () => {
    const fields = fieldsOf('termination');
    const rows = previewRows(fields, {
      ...initialValues(fields),
      party: 'landlord',
      end_date: '2027-08-31',
      reasons: [{ reason: '', details: 'Eigenbedarf der Tochter' }],
    });
    expect(rows).toEqual([
      { label: L.terminationParty, value: 'Vermieter' },
      { label: `${L.reasons} 1`, value: 'Eigenbedarf der Tochter' },
      { label: L.endDate, value: '31.08.2027' },
    ]);
    const money = previewRows(fieldsOf('rental-agreement'), { net_rent: '660,5' });
    expect(money).toEqual([{ label: L.netRent, value: '660,50\u00a0€' }]);
  });
});
