import { addressFromInput, type AddressInput, type AddressProblem } from '../../domain/address.ts';
import { validationTexts } from '../../domain/texts/index.ts';
import { ValidationError } from '../../domain/errors.ts';

const PART_MESSAGES: Record<AddressProblem, [field: string, message: string]> = {
  street: ['street', validationTexts.streetRequired],
  houseNumber: ['house_number', validationTexts.houseNumberRequired],
  zip: ['zip', validationTexts.zipRequired],
  city: ['city', validationTexts.cityRequired],
};

/**
 * The one-line address of a request, or 400: a new property names the first missing part (the
 * form focuses it), an edit asks for all four at once, as the screens say.
 */
export function requireAddress(input: AddressInput, messages: 'per part' | 'all parts'): string {
  const { address, problem } = addressFromInput(input);
  if (problem === null) return address;
  const [field, message] = PART_MESSAGES[problem];
  throw new ValidationError(messages === 'per part' ? message : validationTexts.addressPartsRequired, {
    field,
  });
}
