import { describe, expect, it } from 'vitest';
import { addressLines, parseAddress } from './address.ts';

describe('parseAddress', () => {
  it('splits street, postcode, city and country', () => {
    expect(parseAddress('Hauptstraße 12a, 10115 Berlin, Deutschland')).toEqual({
      street: 'Hauptstraße 12a',
      zip: '10115',
      city: 'Berlin',
      country: 'Deutschland',
    });
  });

  it('accepts four-digit postcodes and a missing country', () => {
    expect(parseAddress('Ringstraße 1, 1010 Wien')).toEqual({
      street: 'Ringstraße 1',
      zip: '1010',
      city: 'Wien',
      country: '',
    });
  });

  it('keeps a place without postcode as city', () => {
    expect(parseAddress('Am Markt 3, Musterstadt').city).toBe('Musterstadt');
  });

  it('survives empty input', () => {
    expect(parseAddress(null)).toEqual({ street: '', zip: '', city: '', country: '' });
  });
});

describe('addressLines', () => {
  it('gives street line and place line', () => {
    expect(addressLines('Hauptstraße 12a, 10115 Berlin, Deutschland')).toEqual([
      'Hauptstraße 12a',
      '10115 Berlin',
    ]);
  });
});
