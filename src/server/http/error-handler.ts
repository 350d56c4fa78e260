import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import * as texts from '../../domain/texts/index.ts';
import { errorTexts } from '../../domain/texts/index.ts';
import { DomainError } from './errors.ts';

/** Every sentence of the text catalogue; schema messages taken from it already say what is wrong. */
function collectTexts(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collectTexts(v, into);
  return into;
}
const catalogue = collectTexts(texts, new Set<string>());

/** Field path of a validation issue as the client names it ("order.2", "period.from"). */
function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replace(/\//g, '.');
}

/** The one place where errors become HTTP answers: always `{ message }` in German. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof DomainError) {
      return reply.status(error.status).send({ message: error.message, ...(error.details ?? {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first ? fieldOf(first.instancePath) : '';
      const text = first?.message ?? errorTexts.invalidInput;
      // Messages from our catalogue already say what is wrong; zod's own messages get the field named.
      const message = catalogue.has(text) || !field ? text : `Ungültige Eingabe im Feld „${field}“: ${text}`;
      return reply.status(400).send({ message, field });
    }
    if (error.statusCode && error.statusCode < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'Ungültiger JSON-Inhalt.'
          : error.statusCode === 415
            ? 'Nicht unterstützter Inhaltstyp.'
            : error.statusCode === 413
              ? 'Die Anfrage ist zu groß.'
              : errorTexts.invalidInput;
      return reply.status(error.statusCode).send({ message });
    }
    req.log.error(error);
    return reply.status(500).send({ message: errorTexts.serverError });
  });
}
