import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParam } from '../../domain/schemas/common.ts';
import { receivedStatementSchema } from '../../domain/schemas/statements.ts';
import { statementCheckTexts } from '../../domain/texts/index.ts';
import { z } from '../../domain/schemas/base/zod.ts';
import { requireActor } from '../auth/guard.ts';
import type { AppContext } from '../context/app-context.ts';
import { writeErrorResponses as errors } from '../http/error-responses.ts';
import { NotFoundError } from '../../domain/errors.ts';
import * as repo from './repository.ts';

/** Tenants see the statements delivered to their own tenancies, also after moving out. */
const tenantsOnly = { roles: ['tenant'] } as const;
const tags = ['Mieterportal'];

export function tenantStatementRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/tenant/statements',
      {
        config: tenantsOnly,
        schema: {
          tags,
          summary: 'Die zugestellten Abrechnungen des angemeldeten Mieters',
          response: { 200: z.array(receivedStatementSchema), ...errors },
        },
      },
      async (req) => {
        const rows = await repo.listReceivedStatements(ctx.db, requireActor(req).userId);
        return rows.map((r) => ({
          id: r.id,
          property_id: r.propertyId,
          address: r.address,
          year: r.year,
          from: r.from,
          to: r.to,
          balance_cents: r.balanceCents,
          delivered_at: new Date(r.deliveredAt).toISOString(),
        }));
      },
    );

    app.get(
      '/api/tenant/statements/:id.pdf',
      {
        config: tenantsOnly,
        schema: {
          tags,
          summary: 'Eine zugestellte Abrechnung als PDF (fremde: 404)',
          params: IdParam,
          response: {
            200: {
              description: 'PDF-Dokument',
              content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
            },
            ...errors,
          },
        },
      },
      async (req, reply) => {
        const found = await repo.findReceivedPdf(ctx.db, requireActor(req).userId, req.params.id);
        if (!found) throw new NotFoundError(statementCheckTexts.statementNotFound);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${found.fileName}"`)
          .send(
            Buffer.from(found.pdf.buffer, found.pdf.byteOffset, found.pdf.byteLength) as unknown as string,
          );
      },
    );
  };
}
