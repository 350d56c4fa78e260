import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeErrorResponses } from '../http/error-responses.ts';
import { z } from '../../domain/schemas/base/zod.ts';
import { HardDeleteQuery, IdParam, isHard } from '../../domain/schemas/common.ts';
import { PropertyListRecord, PropertyRecord, PropertyStatusEnum } from '../../domain/schemas/records.ts';
import { requireActor } from '../auth/guard.ts';
import { sessionReadValue } from '../auth/session-read.ts';
import type { AppContext } from '../context/app-context.ts';
import { SIGNED_IN } from '../auth/access.ts';
import { ErrorResponse } from '../../domain/schemas/accounts.ts';
import {
  PropertyCreateBody,
  PropertyCreateWithCustomerBody,
  PropertyEndBody,
  PropertyListQuery,
  PropertyUpdateBody,
} from '../../domain/schemas/properties.ts';
import { archiveProperty } from './archive-property.ts';
import { createProperty } from './create-property.ts';
import { deletePropertyForGood } from './delete-property.ts';
import { endProperty } from './end-property.ts';
import { reactivateProperty } from './reactivate-property.ts';
import { setTotalCount } from '../http/list-response.ts';
import {
  getProperty,
  listPropertiesFor,
  listPropertiesOfCustomer,
  visibleProperty,
  visiblePropertyPage,
} from './read-properties.ts';
import { unarchiveProperty } from './unarchive-property.ts';
import { updateProperty } from './update-property.ts';

/** Creating, editing and the property's life are the admin's: employees and customers get 403. */
const adminOnly = { roles: ['admin'] } as const;
const tags = ['Liegenschaften'];
const writeErrors = writeErrorResponses;

export function propertyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/properties',
      {
        config: { roles: SIGNED_IN, sessionRead: visiblePropertyPage },
        schema: {
          tags: ['Liegenschaften'],
          summary:
            'Liegenschaften, die der angemeldete Benutzer sehen darf, mit Namen des Kunden; Status, Seite, Suche, Sortierung optional',
          querystring: PropertyListQuery,
          response: { 200: z.array(PropertyListRecord), 400: ErrorResponse },
        },
      },
      async (req, reply) => {
        const found = sessionReadValue(req, visiblePropertyPage);
        const { rows, total } = await listPropertiesFor(ctx, requireActor(req), req.query, found);
        setTotalCount(reply, total);
        return rows;
      },
    );

    app.get(
      '/api/properties/:id',
      {
        config: { roles: SIGNED_IN, sessionRead: visibleProperty },
        schema: {
          tags: ['Liegenschaften'],
          summary: 'Eine Liegenschaft',
          params: IdParam,
          response: { 200: PropertyRecord },
        },
      },
      async (req) => getProperty(ctx, requireActor(req), sessionReadValue(req, visibleProperty)),
    );

    app.get(
      '/api/customers/:id/properties',
      {
        config: { roles: ['admin', 'employee', 'customer'] },
        schema: {
          tags,
          summary: 'Liegenschaften eines Kunden',
          params: IdParam,
          querystring: z.object({ status: PropertyStatusEnum.optional() }),
          response: { 200: z.array(PropertyRecord), 400: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (req) => listPropertiesOfCustomer(ctx, requireActor(req), req.params.id, req.query.status),
    );

    app.post(
      '/api/customers/:id/properties',
      {
        config: adminOnly,
        schema: {
          tags,
          summary:
            'Liegenschaft für einen Kunden anlegen (Adresse als Zeile oder in Teilen, Heizungsart optional)',
          params: IdParam,
          body: PropertyCreateBody,
          response: { 201: PropertyRecord, ...writeErrors },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await createProperty(ctx, requireActor(req), req.params.id, req.body)),
    );

    app.post(
      '/api/properties',
      {
        config: adminOnly,
        schema: {
          tags,
          summary: 'Liegenschaft anlegen, Kunde im Körper (customer_id)',
          body: PropertyCreateWithCustomerBody,
          response: { 201: PropertyRecord, ...writeErrors },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await createProperty(ctx, requireActor(req), req.body.customer_id, req.body)),
    );

    app.put(
      '/api/properties/:id',
      {
        config: adminOnly,
        schema: {
          tags,
          summary: 'Adresse und Heizungsart speichern',
          params: IdParam,
          body: PropertyUpdateBody,
          response: { 200: PropertyRecord, ...writeErrors },
        },
      },
      async (req) => updateProperty(ctx, requireActor(req), req.params.id, req.body),
    );

    app.put(
      '/api/properties/:id/end',
      {
        config: adminOnly,
        schema: {
          tags,
          summary: 'Liegenschaft zum Datum beenden; offene Mietverhältnisse enden am selben Tag',
          params: IdParam,
          body: PropertyEndBody,
          response: { 200: PropertyRecord, ...writeErrors },
        },
      },
      async (req) => endProperty(ctx, requireActor(req), req.params.id, req.body.ended_at),
    );

    for (const [action, summary, run] of [
      ['reactivate', 'Beendete oder archivierte Liegenschaft reaktivieren', reactivateProperty],
      ['unarchive', 'Archivierte Liegenschaft dearchivieren (wieder beendet)', unarchiveProperty],
    ] as const) {
      app.put(
        `/api/properties/:id/${action}`,
        {
          config: adminOnly,
          schema: { tags, summary, params: IdParam, response: { 200: PropertyRecord, ...writeErrors } },
        },
        async (req) => run(ctx, requireActor(req), req.params.id),
      );
    }

    app.delete(
      '/api/properties/:id',
      {
        config: adminOnly,
        schema: {
          tags,
          summary:
            'Beendete Liegenschaft archivieren; mit ?hard=1 archivierte endgültig löschen (mit allem, was dazugehört)',
          params: IdParam,
          querystring: HardDeleteQuery,
          response: { 200: PropertyRecord, 204: z.null(), ...writeErrors },
        },
      },
      async (req, reply) => {
        const actor = requireActor(req);
        if (isHard(req.query)) {
          await deletePropertyForGood(ctx, actor, req.params.id);
          return reply.status(204).send(null);
        }
        return archiveProperty(ctx, actor, req.params.id);
      },
    );
  };
}
