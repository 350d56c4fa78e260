import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParam } from '../../domain/schemas/common.ts';
import { CustomerPropertyCreateBody, CustomerPropertyUpdateBody } from '../../domain/schemas/properties.ts';
import { PropertyRecord } from '../../domain/schemas/records.ts';
import { requireActor } from '../auth/guard.ts';
import type { AppContext } from '../context/app-context.ts';
import { writeErrorResponses } from '../http/error-responses.ts';
import { createOwnProperty } from './create-own-property.ts';
import { updateOwnProperty } from './update-own-property.ts';

const tags = ['Liegenschaften'];

/** The landlord's own properties: set up and saved by the landlord; the admin's calls stay its own. */
export function customerPropertyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/customer/properties',
      {
        config: { roles: ['customer'] },
        schema: {
          tags,
          summary:
            'Eigene Liegenschaft anlegen (Vermieter): Adresse in Teilen oder als Zeile, Heizungsart, zentrale Warmwasserbereitung, Gebäudeart und Beschränkungen nach CO2KostAufG; ohne Kundenkonto 409',
          body: CustomerPropertyCreateBody,
          response: { 201: PropertyRecord, ...writeErrorResponses },
        },
      },
      async (req, reply) => reply.status(201).send(await createOwnProperty(ctx, requireActor(req), req.body)),
    );

    app.put(
      '/api/customer/properties/:id',
      {
        config: { roles: ['admin', 'customer'] },
        schema: {
          tags,
          summary:
            'Eigene Liegenschaft speichern (Vermieter; Admin jede): angegebene Felder; Adresse nur vollständig; Heizungsangaben sind die Vorgaben der noch nicht gespeicherten Abrechnungseinstellungen',
          params: IdParam,
          body: CustomerPropertyUpdateBody,
          response: { 200: PropertyRecord, ...writeErrorResponses },
        },
      },
      async (req) => updateOwnProperty(ctx, requireActor(req), req.params.id, req.body),
    );
  };
}
