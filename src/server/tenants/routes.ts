import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeErrorResponses } from '../http/error-responses.ts';
import { z } from '../../domain/schemas/base/zod.ts';
import { IdParam } from '../../domain/schemas/common.ts';
import { TenantListRecord, TenantRecord } from '../../domain/schemas/records.ts';
import { requireActor } from '../auth/guard.ts';
import { sessionReadValue } from '../auth/session-read.ts';
import type { AppContext } from '../context/app-context.ts';
import { setTotalCount } from '../http/list-response.ts';
import { getTenant, listTenantsFor, listTenantsOfProperty, visibleTenancies } from './read-tenants.ts';
import { ErrorResponse } from '../../domain/schemas/accounts.ts';
import { HardDeleteQuery, isHard } from '../../domain/schemas/common.ts';
import {
  TenantCreateBody,
  TenantListQuery,
  TenantReorderBody,
  TenantUpdateBody,
} from '../../domain/schemas/tenants.ts';
import { createTenant } from './create-tenant.ts';
import { deleteTenant } from './delete-tenant.ts';
import { reorderTenants } from './reorder-tenants.ts';
import { updateTenant } from './update-tenant.ts';
import { TenantPersonsBody, tenantPersonsSchema } from '../../domain/schemas/tenant-persons.ts';
import { getTenantPersons, setTenantPersons } from './tenant-persons.ts';

/**
 * Landlords keep their own tenants; the operator's employees work on every landlord's; tenants
 * change nothing here. Deleting is the admin's, as it can break finalized statements.
 */
const editors = { roles: ['admin', 'employee', 'customer'] } as const;
const tags = ['Mieter'];
const writeErrors = writeErrorResponses;
import { SIGNED_IN } from '../auth/access.ts';

export function tenantRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/tenants',
      {
        config: { roles: SIGNED_IN },
        schema: {
          tags: ['Mieter'],
          summary:
            'Sichtbare Mieter mit Vermieter und Adresse der Liegenschaft; Seite, Suche, Sortierung optional',
          querystring: TenantListQuery,
          response: { 200: z.array(TenantListRecord), 400: ErrorResponse },
        },
      },
      async (req, reply) => {
        const { rows, total } = await listTenantsFor(ctx, requireActor(req), req.query);
        setTotalCount(reply, total);
        return rows;
      },
    );

    app.get(
      '/api/tenants/:id',
      {
        config: { roles: SIGNED_IN },
        schema: { tags: ['Mieter'], summary: 'Ein Mieter', params: IdParam, response: { 200: TenantRecord } },
      },
      async (req) => getTenant(ctx, requireActor(req), req.params.id),
    );

    app.get(
      '/api/properties/:id/tenants',
      {
        config: { roles: SIGNED_IN, sessionRead: visibleTenancies },
        schema: {
          tags: ['Mieter'],
          summary: 'Mieter einer Liegenschaft (ein Mieter sieht nur die eigene Mietpartei)',
          params: IdParam,
          response: { 200: z.array(TenantRecord) },
        },
      },
      async (req) => listTenantsOfProperty(sessionReadValue(req, visibleTenancies)),
    );

    app.post(
      '/api/properties/:id/tenants',
      {
        config: editors,
        schema: {
          tags,
          summary:
            'Mieter (oder Leerstand) anlegen; Einzug Standard 1. Januar, Zustellung E-Mail; user_id nur Admin (Mieter-Login keines anderen Vermieters); dwelling_id: Wohnung der Liegenschaft (ohne: Wohnung gleicher Bezeichnung wie die Etage, wenn frei, sonst neue Wohnung); Überschneidung in der Wohnung 409',
          params: IdParam,
          body: TenantCreateBody,
          response: { 201: TenantRecord, ...writeErrors },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await createTenant(ctx, requireActor(req), req.params.id, req.body)),
    );

    app.put(
      '/api/tenants/:id',
      {
        config: editors,
        schema: {
          tags,
          summary:
            'Angaben eines Mieters speichern (einzelne Felder möglich; user_id null entfernt den Zugang; user_id ändert nur der Admin; dwelling_id zieht in eine andere Wohnung der Liegenschaft; Fläche, MEA und Volumen gelten für die ganze Wohnung)',
          params: IdParam,
          body: TenantUpdateBody,
          response: { 200: TenantRecord, ...writeErrors },
        },
      },
      async (req) => updateTenant(ctx, requireActor(req), req.params.id, req.body),
    );

    app.delete(
      '/api/tenants/:id',
      {
        config: { roles: ['admin'] },
        schema: {
          tags,
          summary:
            'Mieter mit Login löschen (nur Admin); 409 bei abgeschlossener Abrechnung, ?hard=true löscht trotzdem',
          params: IdParam,
          querystring: HardDeleteQuery,
          response: { 204: z.null(), ...writeErrors },
        },
      },
      async (req, reply) => {
        await deleteTenant(ctx, requireActor(req), req.params.id, isHard(req.query));
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/tenants/:id/persons',
      {
        config: editors,
        schema: {
          tags,
          summary: 'Personenzahlen eines Mieters ab einem Tag (Haushalt wächst oder schrumpft im Jahr)',
          params: IdParam,
          response: { 200: tenantPersonsSchema, ...writeErrors },
        },
      },
      async (req) => getTenantPersons(ctx, requireActor(req), req.params.id),
    );

    app.put(
      '/api/tenants/:id/persons',
      {
        config: editors,
        schema: {
          tags,
          summary:
            'Personenzahlen eines Mieters ab einem Tag speichern (ersetzt die Liste; leer = nur die einfache Personenzahl)',
          params: IdParam,
          body: TenantPersonsBody,
          response: { 200: tenantPersonsSchema, ...writeErrors },
        },
      },
      async (req) => setTenantPersons(ctx, requireActor(req), req.params.id, req.body.entries),
    );

    app.put(
      '/api/properties/:id/tenants/reorder',
      {
        config: editors,
        schema: {
          tags,
          summary: 'Reihenfolge der Mieter speichern (Sortiermodus)',
          params: IdParam,
          body: TenantReorderBody,
          response: { 200: z.object({ ok: z.literal(true) }), ...writeErrors },
        },
      },
      async (req) => {
        await reorderTenants(ctx, requireActor(req), req.params.id, req.body.order);
        return { ok: true as const };
      },
    );
  };
}
