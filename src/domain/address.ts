/**
 * The one-line address of customers and properties: 'street house, zip city, country'. Parsed
 * and written here only, for the server's checks and the screens alike.
 */
export interface AddressParts {
  /** Street and house number as one text. */
  street: string;
  /** The street without its number, and the number (with letter or range: 12a, 3-5, 7/1). */
  streetName: string;
  houseNumber: string;
  zip: string;
  city: string;
  country: string;
}

export const DEFAULT_COUNTRY = 'Deutschland';
/** German postcodes have five digits, Austrian and Swiss ones four. */
export const POSTCODE = /^\d{4,5}$/;
const HOUSE_NUMBER = /^(.*\S)\s+(\d+\s?[a-zA-Z]?(?:\s?[-/]\s?\d+\s?[a-zA-Z]?)?)$/;

export function parseAddress(address: string | null | undefined): AddressParts {
  const [street = '', place = '', ...rest] = (address ?? '').split(',').map((part) => part.trim());
  const match = /^(\d{4,5})\s+(.+)$/.exec(place);
  const number = HOUSE_NUMBER.exec(street);
  return {
    street,
    streetName: number?.[1] ?? street,
    houseNumber: number?.[2] ?? '',
    zip: match?.[1] ?? (POSTCODE.test(place) ? place : ''),
    city: match?.[2] ?? (POSTCODE.test(place) ? '' : place),
    country: rest.join(', '),
  };
}

export function formatAddress(parts: {
  streetName: string;
  houseNumber: string;
  zip: string;
  city: string;
  country?: string | undefined;
}): string {
  const country = parts.country?.trim() || DEFAULT_COUNTRY;
  return `${parts.streetName.trim()} ${parts.houseNumber.trim()}, ${parts.zip.trim()} ${parts.city.trim()}, ${country}`;
}

export type AddressProblem = 'street' | 'houseNumber' | 'zip' | 'city';

/** The first missing or invalid part, in the order of the form's fields; null when complete. */
export function addressProblem(
  parts: Pick<AddressParts, 'streetName' | 'houseNumber' | 'zip' | 'city'>,
): AddressProblem | null {
  if (!parts.streetName.trim()) return 'street';
  if (!parts.houseNumber.trim()) return 'houseNumber';
  if (!POSTCODE.test(parts.zip.trim())) return 'zip';
  if (!parts.city.trim()) return 'city';
  return null;
}

export interface AddressInput {
  address?: string | null | undefined;
  street?: string | null | undefined;
  house_number?: string | null | undefined;
  zip?: string | null | undefined;
  city?: string | null | undefined;
  country?: string | null | undefined;
}

/**
 * The parts of a property address from a request: the form's parts where given, else taken from
 * the one-line `address`. Answers the one-line form or the first problem.
 */
export function addressFromInput(
  input: AddressInput,
): { address: string; problem: null } | { address: null; problem: AddressProblem } {
  const line = parseAddress(input.address);
  const parts = {
    streetName: input.street ?? line.streetName,
    houseNumber: input.house_number ?? line.houseNumber,
    zip: input.zip ?? line.zip,
    city: input.city ?? line.city,
    country: input.country ?? line.country,
  };
  const problem = addressProblem(parts);
  return problem ? { address: null, problem } : { address: formatAddress(parts), problem: null };
}

/**
 * The address as the cost screens show it: 'street house, zip city', the country dropped (every
 * property of a statement lies in one country, and the line stays short). A line without the
 * third part stays as it is.
 */
export function addressWithoutCountry(address: string | null | undefined): string {
  const parts = (address ?? '').split(',').map((part) => part.trim());
  return (parts.length > 2 ? parts.slice(0, 2) : parts).filter(Boolean).join(', ');
}
