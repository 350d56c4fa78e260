import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { IdParam } from '../../domain/schemas/common.ts';
import { TenantRecord } from '../../domain/schemas/records.ts';
import { requireActor } from '../auth/guard.ts';
import type { AppContext } from '../context/app-context.ts';
import { writeErrorResponses as errors } from '../http/error-responses.ts';
import { binaryResponse, sendDocument } from '../http/file-response.ts';
import { eraseTenant } from './erase-tenant.ts';
import { exportCustomer } from './export-customer.ts';
import { exportTenant } from './export-tenant.ts';

const tags = ['Datenschutz'];
const zipResponse = binaryResponse(
  'application/zip',
  'ZIP-Archiv mit JSON-Dateien, Dokumenten und README.txt',
);

/** A person's data as a download: named, never sniffed, never kept by a shared cache. */
const sendArchive = (reply: FastifyReply, archive: { fileName: string; stream: Readable }) =>
  sendDocument(reply, { type: 'application/zip', ...archive });

export function dataProtectionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/customers/:id/export',
      {
        config: { roles: ['admin', 'customer'] },
        schema: {
          tags,
          summary:
            'Auskunft und Datenkopie eines Kunden (Art. 15, 20 DSGVO) als ZIP; Kunden nur die eigene (fremde: 404)',
          params: IdParam,
          response: { 200: zipResponse, ...errors },
        },
      },
      async (req, reply) => sendArchive(reply, await exportCustomer(ctx, requireActor(req), req.params.id)),
    );

    app.get(
      '/api/tenant/export',
      {
        config: { roles: ['tenant'] },
        schema: {
          tags,
          summary: 'Auskunft und Datenkopie des angemeldeten Mieters (Art. 15, 20 DSGVO) als ZIP',
          response: { 200: zipResponse, ...errors },
        },
      },
      async (req, reply) => sendArchive(reply, exportTenant(ctx, requireActor(req))),
    );

    app.post(
      '/api/tenants/:id/erase',
      {
        config: { roles: ['admin'] },
        schema: {
          tags,
          summary:
            'Personenbezogene Daten eines ausgezogenen Mieters löschen (Art. 17 DSGVO); aktuelle Mieter: 409, erneut: unverändert 200',
          params: IdParam,
          response: { 200: TenantRecord, ...errors },
        },
      },
      async (req) => eraseTenant(ctx, requireActor(req), req.params.id),
    );
  };
}
