export interface AddressParts {
  /** Street and house number as one text. */
  street: string;
  zip: string;
  city: string;
  country: string;
}

/** Splits the stored one-line address 'street house, zip city, country' (spec 000 §3). */
export function parseAddress(address: string | null | undefined): AddressParts {
  const [street = '', place = '', ...rest] = (address ?? '').split(',').map((part) => part.trim());
  const match = /^(\d{4,5})\s+(.+)$/.exec(place);
  return {
    street,
    zip: match?.[1] ?? (/^\d{4,5}$/.test(place) ? place : ''),
    city: match?.[2] ?? (/^\d{4,5}$/.test(place) ? '' : place),
    country: rest.join(', '),
  };
}

/** The two lines shown on tiles: street with number, then postcode and city. */
export function addressLines(address: string | null | undefined): [string, string] {
  const { street, zip, city } = parseAddress(address);
  return [street, [zip, city].filter(Boolean).join(' ')];
}
