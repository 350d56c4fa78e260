import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParam } from '../../domain/schemas/common.ts';
import { ConsumptionYearQuery } from '../../domain/schemas/meters.ts';
import {
  READINGS_TABLE_MAX_BYTES,
  ReadingsTable,
  ReadingsTableSaveBody,
} from '../../domain/schemas/readings-table.ts';
import { ErrorResponse } from '../../domain/schemas/accounts.ts';
import { requireActor } from '../auth/guard.ts';
import type { AppContext } from '../context/app-context.ts';
import { writeErrorResponses } from '../http/error-responses.ts';
import { getReadingsTable } from './read-readings-table.ts';
import { saveReadingsTable } from './save-readings-table.ts';

/**
 * One table of a property's readings per year (docs/readings-table.md). Who reads meters reads it
 * (admin, employee, the landlord of the property); who writes readings saves it (admin, the
 * landlord). Tenants see their consumption in the tenant portal.
 */
const tags = ['Zähler'];

export function readingsTableRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/properties/:id/readings-table',
      {
        config: { roles: ['admin', 'employee', 'customer'] },
        schema: {
          tags,
          summary:
            'Ablesetabelle eines Jahres: je Zähler Anfangsstand (31.12. des Vorjahres), Endstand (31.12.) und bei jedem Mieterwechsel der Wohnung der Zwischenstand am letzten Tag des alten Mietverhältnisses',
          params: IdParam,
          querystring: ConsumptionYearQuery,
          response: { 200: ReadingsTable, ...writeErrorResponses },
        },
      },
      async (req) => getReadingsTable(ctx, requireActor(req), req.params.id, req.query.year),
    );

    app.put(
      '/api/properties/:id/readings-table',
      {
        config: { roles: ['admin', 'customer'] },
        bodyLimit: READINGS_TABLE_MAX_BYTES,
        schema: {
          tags,
          summary:
            'Ablesetabelle speichern: jeder Wert wird ein Zählerstand an seinem Stichtag, alle in einer Transaktion; leere Werte lassen Stände unverändert. Ein fehlerhaftes Feld: 400 mit Zählernummer und Spalte, nichts gespeichert.',
          params: IdParam,
          querystring: ConsumptionYearQuery,
          body: ReadingsTableSaveBody,
          response: { 200: ReadingsTable, ...writeErrorResponses, 413: ErrorResponse },
        },
      },
      async (req) => saveReadingsTable(ctx, requireActor(req), req.params.id, req.query.year, req.body),
    );
  };
}
