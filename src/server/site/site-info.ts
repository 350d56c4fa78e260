import type { SiteInfoResponse } from '../../domain/schemas/site.ts';
import type { Config } from '../config/config.ts';

/** Splits 'street house, postcode city' (a trailing ', country' is ignored); anything else stays the street. */
export function splitOperatorAddress(address: string): { street: string; postcode: string; city: string } {
  const [street = '', place = ''] = address.split(',').map((part) => part.trim());
  const match = /^(\d{4,5})\s+(.+)$/.exec(place);
  return {
    street,
    postcode: match?.[1] ?? '',
    city: match?.[2] ?? place,
  };
}

/** 'court, number' at the last comma, e.g. 'Amtsgericht Berlin-Charlottenburg, HRB 123456 B'. */
export function splitRegister(register: string | null): { court: string | null; number: string | null } {
  if (!register) return { court: null, number: null };
  const comma = register.lastIndexOf(',');
  if (comma === -1) return { court: null, number: register };
  return { court: register.slice(0, comma).trim() || null, number: register.slice(comma + 1).trim() || null };
}

/**
 * Legal forms in German company names, longest first so that "GmbH & Co. KG" wins over "GmbH".
 * The registered name must state the legal form (§ 19 HGB), so it is read from there.
 */
const LEGAL_FORMS = [
  'UG (haftungsbeschränkt) & Co. KG',
  'GmbH & Co. KGaA',
  'GmbH & Co. KG',
  'UG (haftungsbeschränkt)',
  'PartG mbB',
  'gGmbH',
  'GmbH',
  'KGaA',
  'PartG',
  'OHG',
  'GbR',
  'AG',
  'SE',
  'KG',
  'eG',
  'e. K.',
  'e.K.',
  'e. V.',
  'e.V.',
] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function legalFormOf(name: string): string | null {
  for (const form of LEGAL_FORMS) {
    // Bounded by start/end, spaces, commas or brackets, so that "AG" does not match inside "TAG".
    const pattern = new RegExp(`(^|[\\s,(])${escapeRegExp(form)}(?=$|[\\s,)])`);
    if (pattern.test(name)) return form;
  }
  return null;
}

/**
 * WhatsApp's click-to-chat link takes the number in international form, digits only; a national
 * number ('030 …') is read as German.
 */
export function whatsappLink(number: string): string | null {
  let digits = number.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `49${digits.slice(1)}`;
  return /^[1-9]\d{6,14}$/.test(digits) ? `https://wa.me/${digits}` : null;
}

export function siteInfo(
  config: Pick<Config, 'imprint' | 'supportEmail' | 'supportWhatsapp'>,
): SiteInfoResponse {
  const { imprint } = config;
  const register = splitRegister(imprint.register);
  return {
    operator: {
      name: imprint.name,
      legalForm: legalFormOf(imprint.name),
      managingDirector: imprint.managingDirector,
      ...splitOperatorAddress(imprint.address),
      email: imprint.email,
      phone: imprint.phone,
      registerCourt: register.court,
      registerNumber: register.number,
      vatId: imprint.vatId,
    },
    supportEmail: config.supportEmail,
    supportWhatsapp: whatsappOf(config.supportWhatsapp),
    sample: imprint.sample,
  };
}

function whatsappOf(number: string | null): SiteInfoResponse['supportWhatsapp'] {
  const link = number ? whatsappLink(number) : null;
  return number && link ? { number, link } : null;
}
