import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '../../domain/schemas/accounts.ts';
import { z } from '../../domain/schemas/base/zod.ts';
import { IdParam } from '../../domain/schemas/common.ts';
import {
  DwellingBulkBody,
  DwellingCreateBody,
  DwellingListQuery,
  DwellingRecord,
  DwellingUpdateBody,
} from '../../domain/schemas/dwellings.ts';
import { requireActor } from '../auth/guard.ts';
import type { AppContext } from '../context/app-context.ts';
import { writeErrorResponses } from '../http/error-responses.ts';
import { setTotalCount } from '../http/list-response.ts';
import { createDwelling } from './create-dwelling.ts';
import { createDwellingsBulk } from './create-dwellings-bulk.ts';
import { deleteDwelling } from './delete-dwelling.ts';
import { getDwelling, listDwellings } from './read-dwellings.ts';
import { updateDwelling } from './update-dwelling.ts';

/**
 * Landlords keep the dwellings of their own properties; the operator's admins and employees work
 * on every landlord's, as on the tenants. Tenants have no say here (403).
 */
const editors = { roles: ['admin', 'employee', 'customer'] } as const;
const tags = ['Wohnungen'];
const errors = writeErrorResponses;

export function dwellingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/properties/:id/dwellings',
      {
        config: editors,
        schema: {
          tags,
          summary:
            'Wohnungen einer Liegenschaft in der Reihenfolge der Tabelle; Seite, Suche, Sortierung optional',
          params: IdParam,
          querystring: DwellingListQuery,
          response: { 200: z.array(DwellingRecord), 400: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (req, reply) => {
        const { rows, total } = await listDwellings(ctx, requireActor(req), req.params.id, req.query);
        setTotalCount(reply, total);
        return rows;
      },
    );

    app.post(
      '/api/properties/:id/dwellings',
      {
        config: editors,
        schema: {
          tags,
          summary: 'Wohnung anlegen (Bezeichnung in der Liegenschaft eindeutig, sonst 409)',
          params: IdParam,
          body: DwellingCreateBody,
          response: { 201: DwellingRecord, ...errors },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await createDwelling(ctx, requireActor(req), req.params.id, req.body)),
    );

    app.post(
      '/api/properties/:id/dwellings/bulk',
      {
        config: editors,
        schema: {
          tags,
          summary:
            'Bis zu 500 Wohnungen aus einer Tabelle anlegen (Bezeichnung, m², Personen) in einer Transaktion: ein Fehler, nichts gespeichert',
          params: IdParam,
          body: DwellingBulkBody,
          response: { 201: z.array(DwellingRecord), ...errors },
        },
      },
      async (req, reply) =>
        reply
          .status(201)
          .send(await createDwellingsBulk(ctx, requireActor(req), req.params.id, req.body.rows)),
    );

    app.get(
      '/api/dwellings/:id',
      {
        config: editors,
        schema: {
          tags,
          summary: 'Eine Wohnung',
          params: IdParam,
          response: { 200: DwellingRecord, 400: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (req) => getDwelling(ctx, requireActor(req), req.params.id),
    );

    app.put(
      '/api/dwellings/:id',
      {
        config: editors,
        schema: {
          tags,
          summary:
            'Angaben einer Wohnung speichern (einzelne Felder möglich); Fläche, MEA und Volumen gehen an alle Mietverhältnisse der Wohnung',
          params: IdParam,
          body: DwellingUpdateBody,
          response: { 200: DwellingRecord, ...errors },
        },
      },
      async (req) => updateDwelling(ctx, requireActor(req), req.params.id, req.body),
    );

    app.delete(
      '/api/dwellings/:id',
      {
        config: editors,
        schema: {
          tags,
          summary: 'Wohnung löschen (nur ohne Mietverhältnisse und Zähler, sonst 409)',
          params: IdParam,
          response: { 204: z.null(), ...errors },
        },
      },
      async (req, reply) => {
        await deleteDwelling(ctx, requireActor(req), req.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
