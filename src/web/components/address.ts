import { parseAddress } from '../../domain/address.ts';

export { parseAddress, type AddressParts } from '../../domain/address.ts';

/** The two lines shown on tiles: street with number, then postcode and city. */
export function addressLines(address: string | null | undefined): [string, string] {
  const { street, zip, city } = parseAddress(address);
  return [street, [zip, city].filter(Boolean).join(' ')];
}
