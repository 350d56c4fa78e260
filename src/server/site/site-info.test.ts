import { describe, expect, it } from 'vitest';
import { legalFormOf, splitOperatorAddress, splitRegister, whatsappLink } from './site-info.ts';

describe('legalFormOf', () => {
  it('reads the legal form from the registered name', () => {
    expect(legalFormOf('Hausabrechnung Weber GmbH')).toBe('GmbH');
    expect(legalFormOf('Musterbetreiber NebenkostenPlus GmbH (Beispiel)')).toBe('GmbH');
    expect(legalFormOf('Weber Verwaltung GmbH & Co. KG')).toBe('GmbH & Co. KG');
    expect(legalFormOf('Roth Immobilien UG (haftungsbeschränkt)')).toBe('UG (haftungsbeschränkt)');
    expect(legalFormOf('Jana Roth e.K.')).toBe('e.K.');
    expect(legalFormOf('Wohnen AG')).toBe('AG');
  });

  it('finds nothing in names without a legal form', () => {
    expect(legalFormOf('Einzelunternehmen Jana Roth')).toBeNull();
    expect(legalFormOf('TAGESKLAR Hausdienste')).toBeNull();
  });
});

describe('splitOperatorAddress', () => {
  it('splits street, postcode and city and ignores a country', () => {
    expect(splitOperatorAddress('Musterstraße 1, 10115 Berlin')).toEqual({
      street: 'Musterstraße 1',
      postcode: '10115',
      city: 'Berlin',
    });
    expect(splitOperatorAddress('Am Hang 3, 79098 Freiburg im Breisgau, Deutschland').city).toBe(
      'Freiburg im Breisgau',
    );
    expect(splitOperatorAddress('Postfach 12 34')).toEqual({
      street: 'Postfach 12 34',
      postcode: '',
      city: '',
    });
  });
});

describe('splitRegister', () => {
  it('splits court and number at the last comma', () => {
    expect(splitRegister('Amtsgericht Berlin-Charlottenburg, HRB 123456 B')).toEqual({
      court: 'Amtsgericht Berlin-Charlottenburg',
      number: 'HRB 123456 B',
    });
    expect(splitRegister('HRB 4711')).toEqual({ court: null, number: 'HRB 4711' });
    expect(splitRegister(null)).toEqual({ court: null, number: null });
  });
});

describe('whatsappLink', () => {
  it('builds the click-to-chat link from international and national numbers', () => {
    expect(whatsappLink('+49 30 23125 000')).toBe('https://wa.me/493023125000');
    expect(whatsappLink('0049 151 2345678')).toBe('https://wa.me/491512345678');
    expect(whatsappLink('0151 / 234 56 78')).toBe('https://wa.me/491512345678');
  });

  it('refuses what is no phone number', () => {
    expect(whatsappLink('support')).toBeNull();
    expect(whatsappLink('+12')).toBeNull();
  });
});
