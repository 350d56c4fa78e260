import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../domain/schemas/base/zod.ts';
import { IdParam } from '../../domain/schemas/common.ts';
import {
  CreateLetterBody,
  LetterListQuery,
  LetterRecord,
  LetterTemplatesResponse,
} from '../../domain/schemas/letters.ts';
import { LETTER_TEMPLATES } from '../../domain/letters/catalogue.ts';
import { requireActor } from '../auth/guard.ts';
import type { AppContext } from '../context/app-context.ts';
import { writeErrorResponses as errors } from '../http/error-responses.ts';
import { setTotalCount } from '../http/list-response.ts';
import { pdfResponse, sendDocument } from '../http/file-response.ts';
import { createLetter } from './create-letter.ts';
import { getLetter, letterPdf, listPropertyLetters } from './read-letters.ts';

/** Landlords for their own properties; the operator's employees and admins for every customer's. */
const landlords = { roles: ['admin', 'employee', 'customer'] } as const;
const tags = ['Briefe'];

export function letterRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/letter-templates',
      {
        config: landlords,
        schema: {
          tags,
          summary:
            'Die zehn Briefvorlagen mit ihren Formularfeldern (Name, Bezeichnung, Typ, Pflichtfeld, Auswahl)',
          response: { 200: LetterTemplatesResponse, ...errors },
        },
      },
      // The catalogue is immutable data; the schema type only differs in its readonly markers.
      async () => LETTER_TEMPLATES as unknown as z.infer<typeof LetterTemplatesResponse>,
    );

    app.post(
      '/api/properties/:id/letters',
      {
        config: landlords,
        schema: {
          tags,
          summary:
            'Schreiben aus einer Vorlage an einen Mieter der Immobilie erstellen, aus den gespeicherten Daten gefüllt und als PDF abgelegt (400 bei fehlenden Angaben oder verletzter Regel, 409 Vorauszahlungsanpassung ohne abgeschlossene Abrechnung); die Zählerstände eines Übergabeprotokolls werden zum Übergabedatum gespeichert',
          params: IdParam,
          body: CreateLetterBody,
          response: { 201: LetterRecord, ...errors },
        },
      },
      async (req, reply) => {
        const record = await createLetter(ctx, requireActor(req), req.params.id, req.body);
        return reply.status(201).send(record);
      },
    );

    app.get(
      '/api/properties/:id/letters',
      {
        config: landlords,
        schema: {
          tags,
          summary: 'Schreiben der Immobilie, neueste zuerst (Gesamtzahl im Header X-Total-Count)',
          params: IdParam,
          querystring: LetterListQuery,
          response: { 200: z.array(LetterRecord), ...errors },
        },
      },
      async (req, reply) => {
        const { rows, total } = await listPropertyLetters(ctx, requireActor(req), req.params.id, req.query);
        setTotalCount(reply, total);
        return rows;
      },
    );

    app.get(
      '/api/letters/:id',
      {
        config: landlords,
        schema: {
          tags,
          summary: 'Ein gespeichertes Schreiben (Vorlage, Empfänger, Hinweise, Versand und erste Öffnung)',
          params: IdParam,
          response: { 200: LetterRecord, ...errors },
        },
      },
      async (req) => getLetter(ctx, requireActor(req), req.params.id),
    );

    app.get(
      '/api/letters/:id/pdf',
      {
        config: landlords,
        schema: {
          tags,
          summary: 'Das gespeicherte PDF eines Schreibens',
          params: IdParam,
          response: {
            200: pdfResponse,
            ...errors,
          },
        },
      },
      async (req, reply) => {
        const { fileName, pdf } = await letterPdf(ctx, requireActor(req), req.params.id);
        return sendDocument(reply, { type: 'application/pdf', fileName, bytes: pdf });
      },
    );
  };
}
