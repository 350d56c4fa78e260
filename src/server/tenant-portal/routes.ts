import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParam } from '../../domain/schemas/common.ts';
import { ConsumptionQuery, TenantProfileBody } from '../../domain/schemas/tenant-portal-requests.ts';
import {
  consumptionResponseSchema,
  tenancySchema,
  tenantProfileSchema,
} from '../../domain/schemas/tenant-portal.ts';
import { ErrorResponse } from '../../domain/schemas/accounts.ts';
import { z } from '../../domain/schemas/base/zod.ts';
import { requireActor } from '../auth/guard.ts';
import type { AppContext } from '../context/app-context.ts';
import { clientAddress } from '../http/client-address.ts';
import { writeErrorResponses as errors } from '../http/error-responses.ts';
import { listTenancies, tenancyConsumption } from './consumption.ts';
import { getProfile } from './profile.ts';
import { updateProfile } from './update-profile.ts';

/** The tenant portal: a tenant's own tenancies, their consumption and its contact data only. */
const tenantsOnly = { roles: ['tenant'] } as const;
const tags = ['Mieterportal'];

export function tenantPortalRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/tenant/tenancies',
      {
        config: tenantsOnly,
        schema: {
          tags,
          summary: 'Die Mietverhältnisse des angemeldeten Mieters, auch frühere',
          response: { 200: z.array(tenancySchema), ...errors },
        },
      },
      async (req) => listTenancies(ctx, requireActor(req)),
    );

    app.get(
      '/api/tenant/tenancies/:id/consumption',
      {
        config: tenantsOnly,
        schema: {
          tags,
          summary:
            'Monatlicher Verbrauch mit Vormonat, Vorjahresmonat und Durchschnitt der Liegenschaft (§ 6a HeizkostenV); from/to als JJJJ-MM, ohne Angabe die letzten 12 abgeschlossenen Monate, höchstens 36',
          params: IdParam,
          querystring: ConsumptionQuery,
          response: { 200: consumptionResponseSchema, ...errors },
        },
      },
      async (req) => tenancyConsumption(ctx, requireActor(req), req.params.id, req.query),
    );

    app.get(
      '/api/tenant/profile',
      {
        config: tenantsOnly,
        schema: {
          tags,
          summary: 'Kontaktdaten und Zustellmethode des angemeldeten Mieters',
          response: { 200: tenantProfileSchema, ...errors },
        },
      },
      async (req) => getProfile(ctx, requireActor(req)),
    );

    app.put(
      '/api/tenant/profile',
      {
        config: tenantsOnly,
        schema: {
          tags,
          summary:
            'E-Mail-Adresse und Telefon des Mieters speichern (für alle seine Mietverhältnisse); eine neue E-Mail-Adresse braucht current_password und gilt erst nach Bestätigung des Links an sie (email_change_pending)',
          body: TenantProfileBody,
          response: { 200: tenantProfileSchema, ...errors, 429: ErrorResponse },
        },
      },
      async (req) => updateProfile(ctx, requireActor(req), req.body, clientAddress(req)),
    );
  };
}
