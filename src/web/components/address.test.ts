import { describe, expect, it } from 'vitest';
import { addressLines } from './address.ts';

describe('addressLines', () => {
  it('gives street line and place line', () => {
    expect(addressLines('Hauptstraße 12a, 10115 Berlin, Deutschland')).toEqual([
      'Hauptstraße 12a',
      '10115 Berlin',
    ]);
  });
});
