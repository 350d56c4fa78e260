import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ServerBusyError } from '../../domain/errors.ts';
import { ErrorResponse } from '../../domain/schemas/accounts.ts';
import { z } from '../../domain/schemas/base/zod.ts';
import { IdParam } from '../../domain/schemas/common.ts';
import {
  BankStatementImportRecord,
  BankStatementImportResponse,
  BankStatementListQuery,
} from '../../domain/schemas/payments.ts';
import { safeText } from '../../domain/schemas/base/text.ts';
import { bankStatementTexts as t } from '../../domain/texts/bank-statements.ts';
import { requireActor } from '../auth/guard.ts';
import type { AppContext } from '../context/app-context.ts';
import { writeErrorResponses as errors } from '../http/error-responses.ts';
import { setTotalCount } from '../http/list-response.ts';
import { inFlightLimit } from '../rate-limit/in-flight.ts';
import { importBankStatement } from './import-bank-statement.ts';
import { createBankStatementReaders } from './reading/create-bank-statement-readers.ts';
import type { BankStatementReaders } from './reading/bank-statement-readers.ts';
import { readImports } from './read-imports.ts';
import {
  BANK_STATEMENT_MAX_BYTES,
  BANK_STATEMENT_MULTIPART_LIMITS,
  RAW_STATEMENT_TYPES,
  readStatementUpload,
} from './upload-file.ts';

const landlords = { roles: ['admin', 'employee', 'customer'] } as const;
const tags = ['Zahlungen'];
/** Statements being read per login and in all, in this process (each may hold 20 MB). */
const STATEMENT_UPLOADS = { perOwner: 2, overall: 4 } as const;
const RETRY_SECONDS = 10;

const UploadQuery = z.object({
  /** The file's name for messages and the list of imports, when it is sent as the raw body. */
  file_name: safeText({ max: 200 }).optional(),
});

/**
 * Bank statements of a property's receiving account. The readers' threads start with the first
 * upload and end with the app; multipart and the raw file types are parsed in this plugin only.
 */
export function bankStatementRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const uploads = inFlightLimit(STATEMENT_UPLOADS);
  let readers: BankStatementReaders | null = null;
  const readersOf = () => (readers ??= createBankStatementReaders());
  return async (app) => {
    app.addHook('onClose', async () => {
      await readers?.destroy();
    });
    await app.register(fastifyMultipart, {
      limits: BANK_STATEMENT_MULTIPART_LIMITS,
      throwFileSizeLimit: true,
    });
    app.addContentTypeParser(
      RAW_STATEMENT_TYPES,
      { parseAs: 'buffer', bodyLimit: BANK_STATEMENT_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );

    app.post(
      '/api/properties/:id/bank-statements',
      {
        config: landlords,
        bodyLimit: BANK_STATEMENT_MAX_BYTES,
        schema: {
          tags,
          summary:
            'Kontoauszug einlesen (camt.052/053/054, MT940, CSV deutscher Banken): multipart/form-data im Feld „file“ oder die Datei als Anfragekörper',
          description:
            'Das Format wird am Inhalt erkannt. Ein Auszug eines anderen Kontos als des Empfängerkontos der Liegenschaft, ' +
            'eine Datei, die kein Kontoauszug ist, fehlerhaftes oder unsicheres XML: 400, nichts wird gespeichert; ohne ' +
            `Empfängerkonto 400. Höchstens ${BANK_STATEMENT_MAX_BYTES / 1024 / 1024} MB (413). Bereits gespeicherte ` +
            'Buchungen werden nicht erneut gespeichert (new: 0).',
          params: IdParam,
          querystring: UploadQuery,
          response: {
            201: BankStatementImportResponse,
            ...errors,
            413: ErrorResponse,
            415: ErrorResponse,
            503: ErrorResponse,
          },
        },
      },
      async (req, reply) => {
        const actor = requireActor(req);
        const place = uploads.take(actor.userId);
        if (typeof place === 'string') throw new ServerBusyError(t.uploadsBusy(RETRY_SECONDS), RETRY_SECONDS);
        try {
          const file = await readStatementUpload(req, req.query.file_name);
          const answer = await importBankStatement(ctx, readersOf(), actor, req.params.id, file);
          return reply.status(201).send(answer);
        } finally {
          place.release();
        }
      },
    );

    app.get(
      '/api/properties/:id/bank-statements',
      {
        config: landlords,
        schema: {
          tags,
          summary: 'Eingelesene Kontoauszüge einer Liegenschaft, neueste zuerst (Seiten, X-Total-Count)',
          params: IdParam,
          querystring: BankStatementListQuery,
          response: { 200: z.array(BankStatementImportRecord), ...errors },
        },
      },
      async (req, reply) => {
        const { rows, total } = await readImports(ctx, requireActor(req), req.params.id, req.query);
        setTotalCount(reply, total);
        return rows;
      },
    );
  };
}
