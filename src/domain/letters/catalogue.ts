/**
 * The ten letter templates as the API offers them: their form fields (`LETTER_TEMPLATES`, the answer
 * of `GET /api/letter-templates`) and, built from the same definitions so that the two cannot drift
 * apart, the zod schema of each template that reads the `fields` object of a new letter.
 *
 * - A field left empty ("" or null) counts as not given; a required one is refused with a German
 *   sentence naming its label.
 * - Money fields are euros as decimal numbers ("660.00" or 660) like the billing draft's euro fields,
 *   read by the same reader (`euroToCents`), and come out as integer cents.
 * - A field with a fixed choice lists it as `options`; a list field lists its entries' fields as
 *   `items`.
 * Rules that need more than one field or the stored data (a notice date, the cap of a rent
 * increase) are checked by the template's builder, not here.
 */
import { isIsoDate, type IsoDate } from '../dates.ts';
import { parseDecimalPlain } from '../decimal.ts';
import { euroToCents, type Cents } from '../money.ts';
import { safeText } from '../schemas/base/text.ts';
import { LETTER_FIELD_TYPES } from '../schemas/letters.ts';
import { z } from '../schemas/base/zod.ts';
import { letterFieldTexts as msg, letterLabels as L, letterOptionLabels as O } from '../texts/letters.ts';
import { templates, TEMPLATE_IDS, type TemplateId } from '../texts/templates.ts';
import { TERMINATION_REASONS } from './termination-reasons.ts';

export { LETTER_FIELD_TYPES };
export type LetterFieldType = (typeof LETTER_FIELD_TYPES)[number];

export interface LetterFieldOption {
  readonly value: string;
  readonly label: string;
}

export interface LetterField {
  readonly name: string;
  readonly label: string;
  readonly type: LetterFieldType;
  readonly required: boolean;
  /** The fixed choice of a 'choice' field. */
  readonly options?: readonly LetterFieldOption[];
  /** The fields of each entry of a 'list' field. */
  readonly items?: readonly LetterField[];
}

export interface LetterTemplateEntry {
  readonly id: TemplateId;
  readonly title: string;
  readonly fields: readonly LetterField[];
}

/** Longest one-line text, longest free text, most entries of a list. */
export const LETTER_LIMITS = { text: 200, textarea: 4_000, list: 100, maxEuro: 99_999_999.99 } as const;

interface Def<N extends string, Out> {
  readonly spec: LetterField & { readonly name: N };
  readonly schema: z.ZodType<Out, unknown>;
}
type Opt<R extends boolean, T> = R extends true ? T : T | undefined;

const empty = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Empty → undefined; a required field refuses undefined with its label, an optional one passes it. */
function field<N extends string, T, R extends boolean>(
  spec: Omit<LetterField, 'name' | 'required'> & { name: N; required: R },
  inner: z.ZodType<T, unknown>,
): Def<N, Opt<R, T>> {
  const schema = spec.required
    ? z.preprocess(
        empty,
        z
          .unknown()
          .refine((v) => v !== undefined, { error: msg.required(spec.label), abort: true })
          // The refinement narrows to "anything but undefined", which the field's own schema reads.
          .pipe(inner as unknown as z.ZodType<T, NonNullable<unknown> | null>),
      )
    : z.preprocess(empty, inner.optional());
  return { spec, schema: schema as unknown as z.ZodType<Opt<R, T>, unknown> };
}

function text<N extends string, R extends boolean>(name: N, label: string, required: R, multiLine = false) {
  const max = multiLine ? LETTER_LIMITS.textarea : LETTER_LIMITS.text;
  const inner = safeText({
    max,
    kind: multiLine ? 'multiLine' : 'line',
    notText: msg.notText(label),
    tooLong: msg.tooLong(label, max),
  }).refine((v) => v !== '', { error: msg.required(label) });
  return field({ name, label, type: multiLine ? 'textarea' : 'text', required }, inner);
}

function date<N extends string, R extends boolean>(name: N, label: string, required: R) {
  const inner = z
    .string({ error: msg.invalidDate(label) })
    .max(10, { error: msg.invalidDate(label), abort: true })
    .refine(isIsoDate, { error: msg.invalidDate(label) });
  return field<N, IsoDate, R>({ name, label, type: 'date', required }, inner);
}

/** Euros as a decimal number or string → integer cents, never negative. */
function money<N extends string, R extends boolean>(name: N, label: string, required: R) {
  const inner = z
    .union([z.number(), z.string().max(20)], { error: msg.invalidMoney(label) })
    .transform((v, ctx): Cents => {
      const cents = euroToCents(v);
      if (cents === null || cents > LETTER_LIMITS.maxEuro * 100) {
        ctx.addIssue({ code: 'custom', message: msg.invalidMoney(label) });
        return z.NEVER;
      }
      if (cents < 0) {
        ctx.addIssue({ code: 'custom', message: msg.negative(label) });
        return z.NEVER;
      }
      return cents;
    });
  return field<N, Cents, R>({ name, label, type: 'money', required }, inner);
}

interface NumberRules {
  /** Most decimals accepted; 0 for a whole number. */
  readonly decimals: number;
  readonly min: number;
  readonly max: number;
}

/** A decimal number (JSON number or decimal string), checked on its written digits. */
function number<N extends string, R extends boolean>(
  name: N,
  label: string,
  required: R,
  rules: NumberRules,
) {
  const inner = z
    .union([z.number(), z.string().max(20)], { error: msg.invalidNumber(label) })
    .transform((v, ctx): number => {
      const scaled = parseDecimalPlain(v, { places: rules.decimals, maxDecimals: rules.decimals });
      const value = scaled === null ? null : scaled / 10 ** rules.decimals;
      if (value === null || value < rules.min || value > rules.max) {
        ctx.addIssue({ code: 'custom', message: msg.invalidNumber(label) });
        return z.NEVER;
      }
      return value;
    });
  return field<N, number, R>({ name, label, type: 'number', required }, inner);
}

function choice<N extends string, const V extends readonly [string, ...string[]], R extends boolean>(
  name: N,
  label: string,
  required: R,
  values: V,
  labels: Readonly<Record<V[number], string>>,
) {
  const options = values.map((value) => ({ value, label: labels[value as V[number]] }));
  const inner = z.enum(values, { error: msg.invalidChoice(label, options.map((o) => o.value).join(', ')) });
  return field<N, V[number], R>(
    { name, label, type: 'choice', required, options },
    inner as z.ZodType<V[number], unknown>,
  );
}

function boolean<N extends string>(name: N, label: string) {
  return field<N, boolean, false>(
    { name, label, type: 'boolean', required: false },
    z.boolean({ error: msg.invalidBoolean(label) }),
  );
}

type Out<X> = X extends Def<string, infer O> ? O : never;
/** The parsed object of a list of field definitions: fields that may be absent are optional keys. */
type Shape<D extends readonly Def<string, unknown>[]> = {
  [X in D[number] as undefined extends Out<X> ? never : X['spec']['name']]: Out<X>;
} & {
  [X in D[number] as undefined extends Out<X> ? X['spec']['name'] : never]?: Out<X>;
};

function shapeOf<const D extends readonly Def<string, unknown>[]>(defs: D) {
  const shape = Object.fromEntries(defs.map((d) => [d.spec.name, d.schema]));
  return z.object(shape, { error: msg.fieldsNotObject }) as unknown as z.ZodType<Shape<D>, unknown>;
}

function list<N extends string, const D extends readonly Def<string, unknown>[], R extends boolean>(
  name: N,
  label: string,
  required: R,
  items: D,
) {
  const inner = z
    .array(shapeOf(items), { error: msg.notList(label) })
    .max(LETTER_LIMITS.list, { error: msg.tooMany(label, LETTER_LIMITS.list) });
  return field<N, Shape<D>[], R>(
    { name, label, type: 'list', required, items: items.map((d) => d.spec) },
    inner as z.ZodType<Shape<D>[], unknown>,
  );
}

const receipt = date('receipt_date', L.receiptDate, false);
const note = text('note', L.note, false, true);

const definitions = {
  'advance-payment': [
    receipt,
    number('statement_year', L.statementYear, false, { decimals: 0, min: 2000, max: 2100 }),
    note,
  ],
  'annual-plan': [
    number('year', L.planYear, false, { decimals: 0, min: 2000, max: 2100 }),
    number('expected_change_percent', L.expectedChange, false, { decimals: 1, min: -100, max: 1000 }),
    note,
  ],
  'house-rules': [
    text('quiet_hours', L.quietHours, false),
    text('cleaning', L.cleaning, false, true),
    text('waste', L.waste, false, true),
    text('laundry', L.laundry, false, true),
    list('sections', L.sections, false, [
      text('title', L.sectionTitle, true),
      text('text', L.sectionText, true, true),
    ]),
  ],
  'handover-protocol': [
    choice('kind', L.handoverKind, true, ['move_in', 'move_out'], O.handoverKind),
    date('handover_date', L.handoverDate, true),
    text('attendees', L.attendees, false),
    list('rooms', L.rooms, false, [
      text('name', L.room, true),
      text('condition', L.condition, false),
      text('defects', L.defects, false, true),
    ]),
    list('keys', L.keys, false, [
      text('kind', L.keyKind, true),
      number('count', L.keyCount, true, { decimals: 0, min: 0, max: 999 }),
    ]),
    list('readings', L.readings, false, [
      number('meter_id', L.meterId, true, { decimals: 0, min: 1, max: 2_147_483_647 }),
      number('value', L.readingValue, true, { decimals: 3, min: 0, max: 999_999_999.999 }),
      boolean('meter_exchange', L.meterExchange),
    ]),
    note,
  ],
  'rental-agreement': [
    date('start_date', L.startDate, true),
    money('net_rent', L.netRent, true),
    money('deposit', L.deposit, true),
    list('advances', L.advances, false, [
      text('cost_group', L.costGroup, true),
      money('amount', L.amount, true),
    ]),
    note,
  ],
  'tenant-disclosure': [text('dwelling', L.dwellingLabel, false), date('return_by', L.returnBy, false)],
  'rent-increase': [
    choice('variant', L.increaseVariant, true, ['comparative', 'index'], O.increaseVariant),
    money('current_rent', L.currentRent, true),
    date('rent_unchanged_since', L.rentUnchangedSince, true),
    money('new_rent', L.newRent, false),
    money('rent_three_years_ago', L.rentThreeYearsAgo, false),
    boolean('capped_municipality', L.cappedMunicipality),
    money('comparative_rent_per_sqm', L.comparativeRentPerSqm, false),
    text('mietspiegel', L.mietspiegel, false),
    text('mietspiegel_category', L.mietspiegelCategory, false),
    number('area_m2', L.area, false, { decimals: 2, min: 0.01, max: 100_000 }),
    number('old_index', L.oldIndex, false, { decimals: 2, min: 0.01, max: 100_000 }),
    text('old_index_month', L.oldIndexMonth, false),
    number('new_index', L.newIndex, false, { decimals: 2, min: 0.01, max: 100_000 }),
    text('new_index_month', L.newIndexMonth, false),
    receipt,
    note,
  ],
  warning: [
    text('breach', L.breach, true, true),
    date('breach_date', L.breachDate, true),
    text('demand', L.demand, true, true),
    choice('consequence', L.consequence, true, ['ordinary', 'without_notice'], O.consequence),
    note,
  ],
  'payment-request': [
    choice('reason', L.paymentReason, true, ['statement', 'advances'], O.paymentReason),
    number('statement_year', L.statementYear, false, { decimals: 0, min: 2000, max: 2100 }),
    date('due_date', L.dueDate, false),
    receipt,
    note,
  ],
  termination: [
    choice('party', L.terminationParty, true, ['landlord', 'tenant'], O.terminationParty),
    list('reasons', L.reasons, false, [
      choice('reason', L.reason, true, TERMINATION_REASONS, O.reason),
      text('details', L.reasonDetails, true, true),
    ]),
    date('end_date', L.endDate, false),
    date('tenant_notice_received', L.tenantNoticeReceived, false),
    receipt,
    note,
  ],
} as const satisfies Record<TemplateId, readonly Def<string, unknown>[]>;

type Definitions = typeof definitions;

/** The parsed `fields` of each template. */
export type LetterFields = { [K in TemplateId]: Shape<Definitions[K]> };

/** The answer of `GET /api/letter-templates`: the ten templates in the catalogue's order. */
export const LETTER_TEMPLATES: readonly LetterTemplateEntry[] = TEMPLATE_IDS.map((id) => ({
  id,
  title: templates[id].title,
  fields: definitions[id].map((d) => d.spec),
}));

/** The schema of each template's `fields`. */
export const letterFieldSchemas: { readonly [K in TemplateId]: z.ZodType<LetterFields[K], unknown> } =
  Object.fromEntries(TEMPLATE_IDS.map((id) => [id, shapeOf(definitions[id])])) as unknown as {
    readonly [K in TemplateId]: z.ZodType<LetterFields[K], unknown>;
  };

export function isTemplateId(value: string): value is TemplateId {
  return (TEMPLATE_IDS as readonly string[]).includes(value);
}
