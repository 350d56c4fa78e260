import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeErrorResponses } from '../http/error-responses.ts';
import { IdParam } from '../../domain/schemas/common.ts';
import {
  CustomerTenantCreateBody,
  CustomerTenantUpdateBody,
  TenantAdvanceBody,
  TenantAreaBody,
  TenantMoveOutBody,
} from '../../domain/schemas/customer-tenants.ts';
import { TenantRecord } from '../../domain/schemas/records.ts';
import { requireActor } from '../auth/guard.ts';
import type { AppContext } from '../context/app-context.ts';
import { createCustomerTenant } from './create-customer-tenant.ts';
import { setMoveOut } from './set-move-out.ts';
import { setTenantAdvance } from './set-tenant-advance.ts';
import { setTenantArea } from './set-tenant-area.ts';
import { updateCustomerTenant } from './update-customer-tenant.ts';

/**
 * The calls of the landlord's tenant screen. Landlords work on their own properties (others'
 * answer 404), the operator's employees on all; tenants change nothing (403).
 */
const editors = { roles: ['admin', 'employee', 'customer'] } as const;
const tags = ['Mieter'];
const errors = writeErrorResponses;

export function customerTenantRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/api/tenants/:id/advance',
      {
        config: editors,
        schema: {
          tags,
          summary: 'Jährliche Vorauszahlung speichern (Euro; gespeichert in Cent)',
          params: IdParam,
          body: TenantAdvanceBody,
          response: { 200: TenantRecord, ...errors },
        },
      },
      async (req) => setTenantAdvance(ctx, requireActor(req), req.params.id, req.body.annual_advance),
    );

    app.put(
      '/api/tenants/:id/area',
      {
        config: editors,
        schema: {
          tags,
          summary: 'Wohnfläche speichern (m², 2 Nachkommastellen)',
          params: IdParam,
          body: TenantAreaBody,
          response: { 200: TenantRecord, ...errors },
        },
      },
      async (req) => setTenantArea(ctx, requireActor(req), req.params.id, req.body.area_m2!),
    );

    app.put(
      '/api/customer/tenants/:id',
      {
        config: editors,
        schema: {
          tags,
          summary:
            'Ein Feld des Bearbeitungsbereichs speichern (Kennung/Etage, Zustellmethode oder persönliche Angaben)',
          params: IdParam,
          body: CustomerTenantUpdateBody,
          response: { 200: TenantRecord, ...errors },
        },
      },
      async (req) => updateCustomerTenant(ctx, requireActor(req), req.params.id, req.body),
    );

    app.put(
      '/api/tenants/:id/move_out',
      {
        config: editors,
        schema: {
          tags,
          summary:
            'Auszug setzen (nur wenn keiner gesetzt ist), mit interim_readings als Zwischenständen der Zähler der Wohnung am Auszugstag (§9b HeizkostenV, eine Transaktion); null löscht Auszug und Nachfolger (nur Admin)',
          params: IdParam,
          body: TenantMoveOutBody,
          response: { 200: TenantRecord, ...errors },
        },
      },
      async (req) =>
        setMoveOut(ctx, requireActor(req), req.params.id, req.body.move_out, req.body.interim_readings),
    );

    app.post(
      '/api/customer/properties/:id/tenants',
      {
        config: editors,
        schema: {
          tags,
          summary:
            'Mieter oder Leerstand anlegen; mit predecessor_id als Nachfolger in dessen Wohnung (Auszug des Vorgängers am Vortag, mit interim_readings als Zwischenständen seiner Zähler, eine Transaktion); dwelling_id: Wohnung der Liegenschaft; Überschneidung 409',
          params: IdParam,
          body: CustomerTenantCreateBody,
          response: { 201: TenantRecord, ...errors },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await createCustomerTenant(ctx, requireActor(req), req.params.id, req.body)),
    );
  };
}
