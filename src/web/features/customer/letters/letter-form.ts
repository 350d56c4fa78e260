/**
 * The letter form's values, kept as the inputs hold them (text, a tick, a list of entries), and
 * their mapping to the `fields` object the server reads. The server's schema decides what is valid;
 * this only turns typed German decimals into the machine form and leaves empty fields out.
 */
import type { LetterField } from '../../../../domain/letters/catalogue.ts';
import { formatDateDe, isIsoDate } from '../../../../domain/dates.ts';
import { euroToCents, formatMoneyDe } from '../../../../domain/money.ts';
import { letterScreenTexts } from '../../../../domain/texts/index.ts';

export type EntryValues = Record<string, string | boolean>;
export type FieldValue = string | boolean | EntryValues[];
export type FormValues = Record<string, FieldValue>;

function blank(field: LetterField): string | boolean {
  return field.type === 'boolean' ? false : '';
}

/** A new entry of a list field: every item field empty. */
export function emptyEntry(items: readonly LetterField[]): EntryValues {
  return Object.fromEntries(items.map((item) => [item.name, blank(item)]));
}

/** The form before anything is typed: text empty, ticks off, lists without entries. */
export function initialValues(fields: readonly LetterField[]): FormValues {
  return Object.fromEntries(fields.map((f) => [f.name, f.type === 'list' ? [] : blank(f)]));
}

/**
 * A number as typed in German ("1.234,56", "660,5") in the machine form the server reads
 * ("1234.56", "660.5"). Without a comma the dot is the decimal point ("117.8"), as an index value
 * copied from the statistics office is written.
 */
export function machineDecimal(typed: string): string {
  const trimmed = typed.trim().replace(/\s|€/g, '');
  return trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
}

function mapScalar(field: LetterField, value: string | boolean): unknown {
  if (field.type === 'boolean') return value === true;
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return undefined;
  if (field.type === 'money' || field.type === 'number') return machineDecimal(text);
  return text;
}

const isBlankEntry = (entry: EntryValues) => Object.values(entry).every((v) => v === '' || v === false);

function mapEntries(items: readonly LetterField[], entries: EntryValues[]): Record<string, unknown>[] {
  return entries.filter((entry) => !isBlankEntry(entry)).map((entry) => mapFields(items, entry));
}

function mapFields(fields: readonly LetterField[], values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined) continue;
    const mapped =
      field.type === 'list'
        ? Array.isArray(value)
          ? mapEntries(field.items ?? [], value)
          : undefined
        : Array.isArray(value)
          ? undefined
          : mapScalar(field, value);
    if (mapped === undefined || (Array.isArray(mapped) && mapped.length === 0)) continue;
    out[field.name] = mapped;
  }
  return out;
}

/** The `fields` of `POST /api/properties/{id}/letters`: empty fields and empty list entries left out. */
export function toRequestFields(fields: readonly LetterField[], values: FormValues): Record<string, unknown> {
  return mapFields(fields, values);
}

/**
 * The form field a server message is about: every message names the field's label in German
 * quotes („Übergabedatum“). A label inside a list names the list. Null: a rule about the whole letter.
 */
export function fieldOfMessage(fields: readonly LetterField[], message: string): string | null {
  for (const field of fields) {
    const labels = [field.label, ...(field.items ?? []).map((item) => item.label)];
    if (labels.some((label) => message.includes(`„${label}“`))) return field.name;
  }
  return null;
}

export interface PreviewRow {
  label: string;
  value: string;
}

function previewScalar(field: LetterField, value: string | boolean): string | null {
  if (field.type === 'boolean') return value === true ? letterScreenTexts.yes : null;
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return null;
  if (field.type === 'date') return isIsoDate(text) ? formatDateDe(text) : text;
  if (field.type === 'money') {
    const cents = euroToCents(machineDecimal(text));
    return cents === null ? text : formatMoneyDe(cents);
  }
  if (field.type === 'choice') return field.options?.find((o) => o.value === text)?.label ?? text;
  return text;
}

/**
 * The filled fields as the letter will carry them, in the form's order: dates and euros written
 * the German way, a choice by its label, a list entry as one line of its filled values.
 */
export function previewRows(
  fields: readonly LetterField[],
  values: FormValues,
  describeEntryValue: (item: LetterField, value: string) => string = (_, value) => value,
): PreviewRow[] {
  const rows: PreviewRow[] = [];
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      value
        .filter((entry) => !isBlankEntry(entry))
        .forEach((entry, index) => {
          const parts = (field.items ?? []).flatMap((item) => {
            const raw = entry[item.name];
            if (raw === undefined) return [];
            const shown = previewScalar(item, raw);
            if (shown === null) return [];
            return [item.type === 'boolean' ? item.label : describeEntryValue(item, shown)];
          });
          rows.push({
            label: letterScreenTexts.entryHeading(field.label, index + 1),
            value: parts.join(' · '),
          });
        });
      continue;
    }
    const shown = previewScalar(field, value);
    if (shown !== null) rows.push({ label: field.label, value: shown });
  }
  return rows;
}
