import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pdfResponse, sendDocument } from '../http/file-response.ts';
import { IdParam } from '../../domain/schemas/common.ts';
import { receivedStatementSchema } from '../../domain/schemas/statements.ts';
import { z } from '../../domain/schemas/base/zod.ts';
import { requireActor } from '../auth/guard.ts';
import type { AppContext } from '../context/app-context.ts';
import { writeErrorResponses as errors } from '../http/error-responses.ts';
import { getReceivedStatementPdf, listReceivedStatementsOf } from './received-statements.ts';

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
      async (req) => listReceivedStatementsOf(ctx, requireActor(req)),
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
            200: pdfResponse,
            ...errors,
          },
        },
      },
      async (req, reply) => {
        const { fileName, pdf } = await getReceivedStatementPdf(ctx, requireActor(req), req.params.id);
        return sendDocument(reply, { type: 'application/pdf', fileName, bytes: pdf });
      },
    );
  };
}
