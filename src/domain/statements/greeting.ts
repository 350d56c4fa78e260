/**
 * The salutation of every letter and mail to a tenant (statement PDF, statement mail, monthly
 * consumption mail): one greeting for all of them. A person is addressed by name; a company (a
 * tenancy with a company name, or a printed name that reads like one) and an addressee without
 * any name get "Sehr geehrte Damen und Herren", as a business letter to a firm does.
 * Without a gendered salutation (Divers, or none stored) the neutral "Guten Tag" with the full
 * name avoids guessing a gender.
 */
import type { SALUTATIONS } from '../catalog.ts';
import { greetingTexts as texts } from '../texts/mails.ts';

export interface Addressee {
  /** The name printed in the address block ("Sophie Schäfer", "Familie Yilmaz", "Bäckerei Kunz GmbH"). */
  readonly name: string;
  /** One of `SALUTATIONS`; anything else counts as no gendered salutation. */
  readonly salutation?: (typeof SALUTATIONS)[number] | (string & {}) | null;
  readonly first_name?: string | null;
  readonly last_name?: string | null;
  readonly company?: string | null;
}

const COMPANY = /\b(GmbH|AG|KG|OHG|GbR|UG|e\.\s?V\.|e\.\s?K\.|mbH|SE|KGaA|Stiftung|Genossenschaft|eG)\b/;
const FAMILY = /^Familie\s+/;

const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

export function letterGreeting(a: Addressee): string {
  const name = clean(a.name);
  const first = clean(a.first_name);
  const last = clean(a.last_name);
  const full = [first, last].filter(Boolean).join(' ') || name;
  // A tenancy of a company is addressed to the company, not to its contact person.
  if (clean(a.company) || !full) return texts.ladiesAndGentlemen;
  switch (a.salutation) {
    case 'Frau':
      return texts.frau(last || full);
    case 'Herr':
      return texts.herr(last || full);
    case 'Familie':
      return texts.familie(last || full.replace(FAMILY, ''));
    default:
      break;
  }
  if (a.salutation === undefined || a.salutation === null) {
    // Nothing stored but the printed name: read what it says.
    if (!first && !last && FAMILY.test(name)) return texts.familie(name.replace(FAMILY, ''));
    if (!first && !last && COMPANY.test(name)) return texts.ladiesAndGentlemen;
  }
  return texts.neutral(full);
}
