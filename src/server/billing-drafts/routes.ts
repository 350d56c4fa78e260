import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeErrorResponses } from '../http/error-responses.ts';
import {
  BillingYearRecord,
  DraftCreateBody,
  DraftQuery,
  DraftRecord,
  DraftUpdateBody,
} from '../../domain/schemas/billing-drafts.ts';
import { IdParam } from '../../domain/schemas/common.ts';
import { z } from '../../domain/schemas/base/zod.ts';
import { requireActor } from '../auth/guard.ts';
import type { AppContext } from '../context/app-context.ts';
import { createDraft } from './create-draft.ts';
import { billingYearsOfProperty, getDraftOfYear } from './read-drafts.ts';
import { updateDraft } from './update-draft.ts';

/**
 * Landlords prepare the cost data of their own properties; the operator's employees and admins
 * work on every customer's. Tenants have no part in it.
 */
const editors = { roles: ['admin', 'employee', 'customer'] } as const;
const tags = ['Abrechnungsentwürfe'];
const errors = writeErrorResponses;

export function billingDraftRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/billing_drafts',
      {
        config: editors,
        schema: {
          tags,
          summary: 'Entwurf einer Liegenschaft für ein Abrechnungsjahr (404: noch keiner)',
          querystring: DraftQuery,
          response: { 200: DraftRecord, ...errors },
        },
      },
      async (req) => getDraftOfYear(ctx, requireActor(req), req.query.property_id, req.query.year),
    );

    app.post(
      '/api/billing_drafts',
      {
        config: editors,
        schema: {
          tags,
          summary: 'Entwurf anlegen (erstes automatisches Speichern); 409 bei abgeschlossenem Jahr',
          body: DraftCreateBody,
          response: { 201: DraftRecord, ...errors },
        },
      },
      async (req, reply) => reply.status(201).send(await createDraft(ctx, requireActor(req), req.body)),
    );

    app.put(
      '/api/billing_drafts/:id',
      {
        config: editors,
        schema: {
          tags,
          summary:
            'Entwurf speichern mit der geladenen Version; 409 bei fehlender oder veralteter Version und bei abgeschlossenem Jahr',
          params: IdParam,
          body: DraftUpdateBody,
          response: { 200: DraftRecord, ...errors },
        },
      },
      async (req) => updateDraft(ctx, requireActor(req), req.params.id, req.body),
    );

    app.get(
      '/api/properties/:id/billing_years',
      {
        config: editors,
        schema: {
          tags,
          summary: 'Abrechnungsjahre einer Liegenschaft mit Abschlussdatum',
          params: IdParam,
          response: { 200: z.array(BillingYearRecord), ...errors },
        },
      },
      async (req) => billingYearsOfProperty(ctx, requireActor(req), req.params.id),
    );
  };
}
