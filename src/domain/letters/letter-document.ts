/**
 * The neutral document every letter renders into: the PDF renderer, the live preview and the tests
 * read the same model, so a figure is formatted once (de-DE, `formatMoneyDe`, `formatDateDe`) and
 * never again by a renderer. Plain JSON data in snake_case like the API.
 *
 * A builder per template (templates/<id>.ts) turns the stored data (`LetterContext` and the
 * template's own data) and the parsed form fields into `{ document, problems }`; problems are
 * German warnings that do not block the letter. A broken legal rule is thrown as a DomainError
 * (ValidationError → 400, ConflictError → 409) instead.
 */
import type { IsoDate } from '../dates.ts';
import type { Addressee } from '../statements/greeting.ts';
import { letterGreeting } from '../statements/greeting.ts';
import { letterCommonTexts as common, letterProblemTexts } from '../texts/letters.ts';
import type { TemplateId } from '../texts/templates.ts';

export type LetterBlock =
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  | {
      readonly kind: 'table';
      readonly header: readonly string[];
      readonly rows: readonly (readonly string[])[];
      /** Per column: figures are right-aligned. */
      readonly align: readonly ('left' | 'right')[];
      /** The last row is a total (bold, rule above). */
      readonly total_row: boolean;
    }
  /** Labelled lines the reader fills in by hand (the applicant's form). */
  | { readonly kind: 'form'; readonly fields: readonly string[] }
  /** A box to tick by hand, e.g. the tenant's consent. */
  | { readonly kind: 'checkbox'; readonly text: string };

export interface SignatureField {
  /** What the line is for: "Unterschrift Vermieter". */
  readonly label: string;
  /** The name printed under the line, where known. */
  readonly name: string | null;
}

export interface LetterDocument {
  readonly template: TemplateId;
  /** The document's title (PDF metadata, file name). */
  readonly title: string;
  /** Sender block: the landlord's name and address lines. */
  readonly sender: readonly string[];
  /** Address block; empty for a document without an addressee (house rules, applicant's form). */
  readonly recipient: readonly string[];
  /** "Leipzig, 27.11.2026". */
  readonly place_date: string;
  readonly subject: string;
  /** The greeting line; null for a protocol, a form or a contract. */
  readonly salutation: string | null;
  readonly blocks: readonly LetterBlock[];
  /** "Mit freundlichen Grüßen"; null where the document has none. */
  readonly closing: string | null;
  readonly signatures: readonly SignatureField[];
  readonly legal_note: string;
}

export interface LetterResult {
  readonly document: LetterDocument;
  readonly problems: readonly string[];
}

/** The landlord as stored (customer profile with letterhead). */
export interface LetterLandlord {
  readonly name: string;
  readonly address_lines: readonly string[];
  /** The place printed before the date; empty prints the date alone. */
  readonly place: string;
  /** The property's receiving account, where stored. */
  readonly bank: {
    readonly iban: string;
    readonly bic: string | null;
    readonly account_holder: string;
  } | null;
}

/** The tenant as stored, with what the greeting needs. */
export interface LetterTenant extends Addressee {
  readonly id: number;
  readonly address_lines: readonly string[];
  readonly move_in: IsoDate | null;
  readonly move_out: IsoDate | null;
  readonly annual_advance_cents: number | null;
}

/** The stored data every builder reads. */
export interface LetterContext {
  /** The letter's date: the Berlin date of its `created_at`. */
  readonly created_on: IsoDate;
  readonly landlord: LetterLandlord;
  readonly tenant: LetterTenant;
  readonly property: { readonly name: string; readonly address_lines: readonly string[] };
  readonly dwelling: { readonly label: string; readonly area_m2: number | null } | null;
}

export const paragraph = (text: string): LetterBlock => ({ kind: 'paragraph', text });
export const heading = (text: string): LetterBlock => ({ kind: 'heading', text });

/** A table whose columns after the first are figures (right-aligned) unless told otherwise. */
export function table(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  options: { total_row?: boolean; align?: readonly ('left' | 'right')[] } = {},
): LetterBlock {
  return {
    kind: 'table',
    header,
    rows,
    align: options.align ?? header.map((_, i) => (i === 0 ? 'left' : 'right')),
    total_row: options.total_row ?? false,
  };
}

/** The dwelling and the property's address in one line: "Whg. 3 links, Musterstraße 5, 04109 Leipzig". */
export function tenancyLine(ctx: LetterContext): string {
  return common.tenancyLine(ctx.dwelling?.label ?? '', ctx.property.address_lines.join(', '));
}

/** The tenant's address: as stored, else the dwelling's (the property's address). */
export function recipientLines(ctx: LetterContext): string[] {
  const lines = ctx.tenant.address_lines.length > 0 ? ctx.tenant.address_lines : ctx.property.address_lines;
  return [ctx.tenant.name, ...lines];
}

interface Frame {
  readonly template: TemplateId;
  readonly title: string;
  readonly subject: string;
  readonly blocks: readonly LetterBlock[];
  /** A letter to the tenant (default) or a document without addressee and greeting. */
  readonly addressed?: boolean;
  readonly closing?: boolean;
  readonly signatures?: readonly SignatureField[];
  readonly note?: string | undefined;
}

/** A letter from the landlord: sender, addressee, place and date, greeting, closing and signature. */
export function letterDocument(ctx: LetterContext, frame: Frame): LetterResult {
  const addressed = frame.addressed ?? true;
  const problems: string[] = [];
  if (ctx.landlord.address_lines.length === 0) problems.push(letterProblemTexts.noLandlordAddress);
  if (addressed && ctx.tenant.address_lines.length === 0 && ctx.property.address_lines.length === 0)
    problems.push(letterProblemTexts.noTenantAddress);
  const blocks = frame.note ? [...frame.blocks, paragraph(frame.note)] : frame.blocks;
  return {
    document: {
      template: frame.template,
      title: frame.title,
      sender: [ctx.landlord.name, ...ctx.landlord.address_lines],
      recipient: addressed ? recipientLines(ctx) : [],
      place_date: common.placeDate(ctx.landlord.place, ctx.created_on),
      subject: frame.subject,
      salutation: addressed ? letterGreeting(ctx.tenant) : null,
      blocks,
      closing: (frame.closing ?? addressed) ? common.closing : null,
      signatures: frame.signatures ?? [{ label: common.landlordSignature, name: ctx.landlord.name }],
      legal_note: common.legalNote,
    },
    problems,
  };
}

/** The document as plain text lines, in reading order: for previews, snapshots and tests. */
export function documentLines(doc: LetterDocument): string[] {
  const lines: string[] = [...doc.sender, '', ...doc.recipient, doc.place_date, doc.subject];
  if (doc.salutation) lines.push(doc.salutation);
  for (const b of doc.blocks) {
    switch (b.kind) {
      case 'heading':
      case 'paragraph':
        lines.push(b.text);
        break;
      case 'checkbox':
        lines.push(`☐ ${b.text}`);
        break;
      case 'list':
        lines.push(...b.items.map((i) => `• ${i}`));
        break;
      case 'form':
        lines.push(...b.fields.map((f) => `${f}: ____`));
        break;
      case 'table':
        lines.push(b.header.join(' | '), ...b.rows.map((r) => r.join(' | ')));
        break;
    }
  }
  if (doc.closing) lines.push(doc.closing);
  lines.push(...doc.signatures.map((s) => `${s.label}${s.name ? `: ${s.name}` : ''}`), doc.legal_note);
  return lines.filter((l, i) => l !== '' || i === doc.sender.length);
}
