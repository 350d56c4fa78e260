import { parseAddress } from '../../domain/address.ts';
import { postboxTexts } from '../../domain/texts/postbox.ts';
import { subjectPart } from '../mail/templates/layout.ts';

/**
 * A delivered statement's title in both Postboxes, as its mail's subject names it: year, street,
 * zip and city („Heiz- und Nebenkostenabrechnung 2025 – Postweg 3, 04109 Leipzig“).
 */
export function statementTitle(year: number, address: string): string {
  const parts = parseAddress(address);
  const place = [parts.zip, parts.city].filter(Boolean).join(' ');
  return postboxTexts.statementTitle(
    year,
    subjectPart(parts.street && place ? `${parts.street}, ${place}` : address),
  );
}
