import { describe, expect, it } from 'vitest';
import type { Property } from '../api/types.ts';
import { filterProperties } from './property-search.ts';

function property(id: number, address: string): Property {
  return {
    id,
    customer_id: 1,
    address,
    heating_system: null,
    central_hot_water: null,
    co2_building_type: null,
    co2_restriction: null,
    status: 'active',
    ended_at: null,
  };
}

const list = [
  property(1, 'Lindenallee 4, 10115 Berlin, Deutschland'),
  property(2, 'Hafenstraße 17, 20457 Hamburg, Deutschland'),
  property(3, 'Berliner Straße 2, 80331 München, Deutschland'),
];

const ids = (query: string) => filterProperties(list, query).map((p) => p.id);

describe('filterProperties', () => {
  it('keeps everything for an empty query', () => {
    expect(ids('')).toEqual([1, 2, 3]);
  });

  it('searches street, postcode and city', () => {
    expect(ids('hafen')).toEqual([2]);
    expect(ids('80331')).toEqual([3]);
    expect(ids('berlin')).toEqual([1, 3]);
    expect(ids('berlin 10115')).toEqual([1]);
  });

  it('does not search the country', () => {
    expect(ids('deutschland')).toEqual([]);
  });
});
