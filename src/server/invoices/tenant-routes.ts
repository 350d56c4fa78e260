import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../domain/schemas/base/zod.ts';
import { IdParam, IdPathSegment } from '../../domain/schemas/common.ts';
import { TenantReceipt } from '../../domain/schemas/invoices.ts';
import { requireActor } from '../auth/guard.ts';
import type { AppContext } from '../context/app-context.ts';
import { writeErrorResponses as errors } from '../http/error-responses.ts';
import { FILE_TYPES, sendStoredFile } from './routes.ts';
import { getTenantReceiptFile, listTenantReceipts } from './tenant-receipts.ts';

/** Belegeinsicht (§259 BGB): tenants open the receipts behind their own finalized statements. */
const tenantsOnly = { roles: ['tenant'] } as const;
const tags = ['Mieterportal'];
const ReceiptParams = z.object({ id: IdPathSegment, invoice_id: IdPathSegment });

export function tenantReceiptRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/tenant/statements/:id/receipts',
      {
        config: tenantsOnly,
        schema: {
          tags,
          summary: 'Die Belege hinter einer zugestellten, abgeschlossenen Abrechnung (fremde: 404)',
          params: IdParam,
          response: { 200: z.array(TenantReceipt), ...errors },
        },
      },
      async (req) => listTenantReceipts(ctx, requireActor(req), req.params.id),
    );

    app.get(
      '/api/tenant/statements/:id/receipts/:invoice_id/file',
      {
        config: tenantsOnly,
        schema: {
          tags,
          summary: 'Einen Beleg öffnen (unverändert, wie empfangen)',
          params: ReceiptParams,
          response: {
            200: {
              description: 'Die Datei, wie sie empfangen wurde',
              content: Object.fromEntries(
                FILE_TYPES.map((t) => [t, { schema: z.string().meta({ format: 'binary' }) }]),
              ),
            },
            ...errors,
          },
        },
      },
      async (req, reply) =>
        sendStoredFile(
          reply,
          await getTenantReceiptFile(ctx, requireActor(req), req.params.id, req.params.invoice_id),
        ),
    );
  };
}
