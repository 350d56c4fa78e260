import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMPORT_MAX_BYTES } from '../../domain/meters/reading-import.ts';
import { IdParam } from '../../domain/schemas/common.ts';
import { ReadingImportQuery, ReadingImportResult } from '../../domain/schemas/reading-import.ts';
import { readingImportTexts } from '../../domain/texts/index.ts';
import { requireActor } from '../auth/guard.ts';
import type { AppContext } from '../context/app-context.ts';
import { writeErrorResponses } from '../http/error-responses.ts';
import { DomainError } from '../../domain/errors.ts';
import { ErrorResponse } from '../../domain/schemas/accounts.ts';
import { importReadings } from './import-readings.ts';

/**
 * The reading import takes the CSV as it is (`text/csv`); the screens read the chosen file and
 * send its text, so no multipart parser is needed. The parser lives in this plugin only.
 */
export const readingImportRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      ['text/csv', 'text/plain', 'application/csv'],
      { parseAs: 'string', bodyLimit: IMPORT_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );

    app.post(
      '/api/properties/:id/readings/import',
      {
        config: { roles: ['admin', 'employee', 'customer'] },
        bodyLimit: IMPORT_MAX_BYTES,
        schema: {
          tags: ['Zähler'],
          summary: 'Zählerstände eines Messdienstes importieren (CSV)',
          description:
            'Body: text/csv, Spalten Zählernummer;Datum;Wert (Semikolon, Datum TT.MM.JJJJ, Dezimalkomma; Kopfzeile wird erkannt). ' +
            'Jede Zeile wird einem Zähler der Liegenschaft zugeordnet oder mit Zeile, Zählernummer und Grund abgelehnt. ' +
            '?dry_run=1: nur Vorschau, nichts wird gespeichert; sonst werden die angenommenen Zeilen in einer Transaktion gespeichert. ' +
            `Höchstens ${IMPORT_MAX_BYTES / 1024 / 1024} MiB (413 darüber).`,
          params: IdParam,
          querystring: ReadingImportQuery,
          response: {
            200: ReadingImportResult,
            ...writeErrorResponses,
            413: ErrorResponse,
            415: ErrorResponse,
          },
        },
      },
      async (req) => {
        if (typeof req.body !== 'string')
          throw new DomainError('unsupported_content', readingImportTexts.contentType);
        return importReadings(ctx, requireActor(req), req.params.id, req.body, req.query.dry_run ?? false);
      },
    );
  };
