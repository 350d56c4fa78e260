import { describe, expect, it } from 'vitest';
import { addressProblem, addressWithoutCountry, formatAddress, parseAddress } from './address.ts';

describe('property address', () => {
  it('splits street, house number, postcode, city and country', () => {
    expect(parseAddress('Lindenstraße 12a, 10115 Berlin, Deutschland')).toEqual({
      street: 'Lindenstraße 12a',
      streetName: 'Lindenstraße',
      houseNumber: '12a',
      zip: '10115',
      city: 'Berlin',
      country: 'Deutschland',
    });
    expect(parseAddress('Am Alten Markt 3-5, 1010 Wien, Österreich')).toMatchObject({
      streetName: 'Am Alten Markt',
      houseNumber: '3-5',
      zip: '1010',
    });
    expect(parseAddress('Hauptstr. 7/1, 70173 Stuttgart')).toMatchObject({ houseNumber: '7/1', country: '' });
    expect(parseAddress('Am Markt 3, Musterstadt').city).toBe('Musterstadt');
    expect(parseAddress(null)).toEqual({
      street: '',
      streetName: '',
      houseNumber: '',
      zip: '',
      city: '',
      country: '',
    });
  });

  it('writes the one-line form with Deutschland as default country', () => {
    expect(formatAddress({ streetName: ' Ringweg ', houseNumber: '4', zip: '04109', city: 'Leipzig' })).toBe(
      'Ringweg 4, 04109 Leipzig, Deutschland',
    );
    const line = 'Ringweg 4, 04109 Leipzig, Deutschland';
    expect(formatAddress(parseAddress(line))).toBe(line);
  });

  it('names the first missing part in the order of the form', () => {
    const full = { streetName: 'Ringweg', houseNumber: '4', zip: '04109', city: 'Leipzig' };
    expect(addressProblem(full)).toBeNull();
    expect(addressProblem({ ...full, streetName: ' ', city: '' })).toBe('street');
    expect(addressProblem({ ...full, houseNumber: '' })).toBe('houseNumber');
    expect(addressProblem({ ...full, zip: '123' })).toBe('zip');
    expect(addressProblem({ ...full, zip: '123456' })).toBe('zip');
    expect(addressProblem({ ...full, city: '' })).toBe('city');
  });

  it('drops the trailing country for the cost screens', () => {
    expect(addressWithoutCountry('Ringweg 4, 04109 Leipzig, Deutschland')).toBe('Ringweg 4, 04109 Leipzig');
    expect(addressWithoutCountry('Ringweg 4, 04109 Leipzig')).toBe('Ringweg 4, 04109 Leipzig');
    expect(addressWithoutCountry('Ringweg 4')).toBe('Ringweg 4');
    expect(addressWithoutCountry(null)).toBe('');
  });
});
