import { describe, expect, it } from 'vitest';
import {
  emptyPropertyForm,
  firstErrorField,
  propertyCreateBody,
  propertyFormErrors,
} from './property-form.ts';

describe('propertyFormErrors', () => {
  it('names every missing required field with the spec’s messages, first field first', () => {
    const errors = propertyFormErrors(emptyPropertyForm());
    expect(errors).toEqual({
      street: 'Bitte Straße angeben.',
      houseNumber: 'Bitte Hausnummer angeben.',
      zip: 'Bitte PLZ angeben.',
      city: 'Bitte Ort angeben.',
    });
    expect(firstErrorField(errors)).toBe('street');
  });

  it('focuses the first empty field even when earlier ones are filled', () => {
    const errors = propertyFormErrors({ ...emptyPropertyForm(), street: 'Ring', houseNumber: '1' });
    expect(firstErrorField(errors)).toBe('zip');
  });

  it('accepts postcodes of 4 or 5 digits only', () => {
    const base = { ...emptyPropertyForm(), street: 'Ring', houseNumber: '1', city: 'Wien' };
    expect(propertyFormErrors({ ...base, zip: '1010' })).toEqual({});
    expect(propertyFormErrors({ ...base, zip: '10115' })).toEqual({});
    expect(propertyFormErrors({ ...base, zip: '123' }).zip).toMatch(/4 oder 5 Ziffern/);
    expect(propertyFormErrors({ ...base, zip: '1011a' }).zip).toMatch(/4 oder 5 Ziffern/);
  });

  it('builds the body with Deutschland as default country and no heating type as null', () => {
    expect(
      propertyCreateBody({
        street: ' Ring ',
        houseNumber: '1a',
        zip: '10115',
        city: 'Berlin',
        country: ' ',
        heating: '',
      }),
    ).toEqual({
      street: 'Ring',
      house_number: '1a',
      zip: '10115',
      city: 'Berlin',
      country: 'Deutschland',
      heating_system: null,
    });
  });
});
