import * as texts from '../texts/index.ts';
import { inputTexts } from '../texts/index.ts';

/** Every sentence of the text catalogue; schema messages taken from it already say what is wrong. */
function collectTexts(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collectTexts(v, into);
  return into;
}
/** Phrases about one field ("enthält unzulässige Steuerzeichen") need the field named, like zod's own. */
const phrases = collectTexts(inputTexts, new Set<string>());
const sentences = new Set([...collectTexts(texts, new Set<string>())].filter((t) => !phrases.has(t)));

export interface ValidationProblem {
  message: string;
  /** Path of the field as the client names it ("order.2", "period.from"); empty for the whole body. */
  field: string;
}

/**
 * The German answer to a schema failure, the same whether the server validated the request on
 * the event loop or in a worker thread: catalogue sentences as they are, zod's messages and field
 * phrases with the field named.
 */
export function validationProblem(
  path: ReadonlyArray<PropertyKey>,
  text: string | undefined,
): ValidationProblem {
  const field = path.map(String).join('.');
  const said = text ?? texts.errorTexts.invalidInput;
  const message = sentences.has(said) || !field ? said : `Ungültige Eingabe im Feld „${field}“: ${said}`;
  return { message, field };
}
