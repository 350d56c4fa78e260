import { describe, expect, it } from 'vitest';
import { usualLabourKind } from './labour-kind.ts';

describe('usualLabourKind', () => {
  it('counts care of house and garden as household services and a trade’s maintenance as craftsman’s work', () => {
    for (const no of [8, 9, 10, 14]) expect(usualLabourKind(no)).toBe('services');
    for (const no of [4, 7, 12]) expect(usualLabourKind(no)).toBe('craft');
    expect(usualLabourKind(null)).toBe('services');
  });
});
