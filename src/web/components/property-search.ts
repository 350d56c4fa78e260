import type { Property } from '../api/types.ts';
import { parseAddress } from './address.ts';
import { matchesSearch } from './search.ts';

/** The customer dashboard searches street, postcode and city: how landlords name their buildings. */
export function filterProperties(properties: readonly Property[], query: string): readonly Property[] {
  return properties.filter((property) => {
    const { street, zip, city } = parseAddress(property.address);
    return matchesSearch([street, zip, city], query);
  });
}
