import { formatDecimalDe, formatQuantityDe } from '../decimal.ts';
import * as texts from '../texts/index.ts';
import {
  entryOf,
  fieldLabels,
  fieldMessage,
  fieldPhrases,
  requestMessage,
  unnamedFieldMessage,
} from '../texts/field-messages.ts';
import { billingPhrases, consumptionKindLabels } from '../texts/billing.ts';
import { inputTexts } from '../texts/input.ts';

/**
 * The one place where a refused input becomes the sentence people read, for the server (event
 * loop and worker threads) and for the forms that show a server answer next to a field. Plain
 * code without zod, so the web bundle may use it too.
 *
 * - A whole sentence (the catalogue's, e.g. the spec's 'Bitte Nachname angeben.') is answered as
 *   it is.
 * - Anything else is a phrase about the field ('muss eine Zahl sein'): the field is named with its
 *   German label in front. zod never speaks for itself: its issues are turned into phrases by
 *   `issuePhrase` before they get here (see `schemas/zod.ts`).
 */

/** Every string of a catalogue object, nested ones and those of functions' results excluded. */
function collectTexts(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collectTexts(v, into);
  return into;
}

/** Strings that name or describe a field and so are never a whole answer on their own. */
const fragments = collectTexts(
  [inputTexts, fieldLabels, fieldPhrases, billingPhrases, consumptionKindLabels],
  new Set<string>(),
);
const sentences = new Set([...collectTexts(texts, new Set<string>())].filter((t) => !fragments.has(t)));

/**
 * A whole sentence is answered as it is: the catalogue's, and the calculation engine's own
 * sentences, which start with a capital letter like every German sentence (phrases do not).
 */
const isSentence = (text: string) => sentences.has(text) || /^\p{Lu}/u.test(text);

export interface ValidationProblem {
  message: string;
  /** Path of the field as the client names it ("order.2", "period.from"); empty for the whole body. */
  field: string;
}

const isIndex = (segment: string) => /^\d+$/.test(segment);
const labelOf = (key: string | undefined): string | null =>
  key !== undefined && Object.hasOwn(fieldLabels, key) ? fieldLabels[key]! : null;

/** The field's German name and, inside a list, which entry: `units.1.area_m2` → Fläche (m²), Nutzeinheiten, Eintrag 2. */
export function describeField(path: readonly string[]): { label: string | null; entry?: string } {
  const keyAt = path.findLastIndex((segment) => !isIndex(segment));
  const indexAt = path.findLastIndex(isIndex);
  const label = labelOf(path[keyAt]);
  if (indexAt === -1) return { label };
  const index = Number(path[indexAt]);
  // `order.2`: the third entry of the list the label names; `units.1.area_m2`: the list before it.
  const list = indexAt > keyAt ? null : labelOf(path.slice(0, indexAt).findLast((s) => !isIndex(s)));
  return { label, entry: entryOf(list, index) };
}

/** The German answer to a refused input; the same whether the server or a form checked it. */
export function validationProblem(
  path: ReadonlyArray<PropertyKey>,
  text: string | undefined,
): ValidationProblem {
  const segments = path.map(String);
  const field = segments.join('.');
  const said = text ?? fieldPhrases.invalid;
  if (isSentence(said)) return { message: said, field };
  if (segments.length === 0) return { message: requestMessage(said), field };
  const { label, entry } = describeField(segments);
  return { message: label ? fieldMessage(label, said, entry) : unnamedFieldMessage(said), field };
}

/** What a schema check reports, as far as the phrase depends on it (a subset of zod's issue). */
export interface IssueLike {
  code: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  inclusive?: boolean;
  divisor?: number | bigint;
  /** invalid_union: what each alternative said, already worded. */
  errors?: ReadonlyArray<ReadonlyArray<{ code: string; expected?: string; message: string }>>;
}

/**
 * A value none of the alternatives took ("none or an id"): what the real alternative says about
 * it, since "may also be left empty" is never the point.
 */
function unionPhrase(issue: IssueLike): string {
  for (const branch of issue.errors ?? []) {
    const [first] = branch;
    if (!first) continue;
    if (first.code === 'invalid_type' && ['null', 'undefined'].includes(first.expected ?? '')) continue;
    return first.message;
  }
  return fieldPhrases.invalid;
}

const formatBound = (value: number | bigint | undefined) =>
  value === undefined
    ? ''
    : typeof value === 'bigint' || Number.isInteger(value)
      ? formatDecimalDe(Number(value), 0)
      : formatQuantityDe(value, 3);

function typePhrase(issue: IssueLike): string {
  if (issue.input === undefined) return fieldPhrases.required;
  switch (issue.expected) {
    case 'string':
      return fieldPhrases.mustBeText;
    case 'number':
    case 'bigint':
    case 'nan':
      return fieldPhrases.mustBeNumber;
    case 'int':
      return fieldPhrases.mustBeWholeNumber;
    case 'boolean':
      return fieldPhrases.mustBeYesNo;
    case 'array':
    case 'tuple':
    case 'set':
      return fieldPhrases.mustBeList;
    case 'object':
    case 'record':
    case 'map':
      return fieldPhrases.mustBeGroup;
    case 'date':
      return fieldPhrases.mustBeDate;
    case 'null':
    case 'undefined':
    case 'void':
      return fieldPhrases.mustBeEmpty;
    default:
      return fieldPhrases.notAllowedValue;
  }
}

function sizePhrase(issue: IssueLike, big: boolean): string {
  const bound = formatBound(big ? issue.maximum : issue.minimum);
  if (issue.origin === 'string') {
    if (!big && bound === '1') return fieldPhrases.notEmpty;
    return big ? fieldPhrases.maxLength(bound) : fieldPhrases.minLength(bound);
  }
  if (issue.origin === 'array' || issue.origin === 'set')
    return big ? fieldPhrases.maxItems(bound) : fieldPhrases.minItems(bound);
  const inclusive = issue.inclusive !== false;
  if (big) return inclusive ? fieldPhrases.atMost(bound) : fieldPhrases.below(bound);
  return inclusive ? fieldPhrases.atLeast(bound) : fieldPhrases.above(bound);
}

/**
 * The phrase for a failed check that brought no catalogue message of its own: wrong type, out of
 * range, unknown option. Replaces zod's wording ("Ungültige Eingabe: erwartet number, erhalten NaN").
 */
export function issuePhrase(issue: IssueLike): string {
  switch (issue.code) {
    case 'invalid_type':
      return typePhrase(issue);
    case 'too_big':
      return sizePhrase(issue, true);
    case 'too_small':
      return sizePhrase(issue, false);
    case 'invalid_value':
      return fieldPhrases.notAllowedValue;
    case 'invalid_format':
      return fieldPhrases.invalidFormat;
    case 'not_multiple_of':
      return fieldPhrases.multipleOf(formatBound(issue.divisor));
    case 'unrecognized_keys':
      return fieldPhrases.unknownFields;
    case 'invalid_union':
      return unionPhrase(issue);
    default:
      return fieldPhrases.invalid;
  }
}
