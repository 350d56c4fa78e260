import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParam } from '../../domain/schemas/common.ts';
import {
  MonthlyInformationQuery,
  monthlyInformationRecordSchema,
} from '../../domain/schemas/tenant-portal-requests.ts';
import { monthlyInfoRunSchema } from '../../domain/schemas/tenant-portal.ts';
import { z } from '../../domain/schemas/base/zod.ts';
import { requireActor } from '../auth/guard.ts';
import type { AppContext } from '../context/app-context.ts';
import { writeErrorResponses as errors } from '../http/error-responses.ts';
import { setTotalCount } from '../http/list-response.ts';
import { listMonthlyInformationOf } from './read-monthly-information.ts';
import { retryLater, runMonthlyConsumptionInfo } from './run.ts';

const adminOnly = { roles: ['admin'] } as const;
const readers = { roles: ['admin', 'employee', 'customer'] } as const;

export function monthlyInformationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/admin/jobs/monthly-consumption-info/run',
      {
        config: adminOnly,
        schema: {
          tags: ['Aufträge'],
          summary:
            'Monatliche Verbrauchsinformation (§ 6a HeizkostenV) für den letzten abgeschlossenen Monat jetzt versenden; antwortet mit der Zahl der versandten Mails',
          response: {
            200: monthlyInfoRunSchema.extend({
              recorded: z
                .number()
                .int()
                .optional()
                .describe('Nur protokolliert (kein Mailserver eingerichtet)'),
              failed: z
                .number()
                .int()
                .optional()
                .describe('Nicht versandt; ein Auftrag versucht es später erneut'),
            }),
            ...errors,
          },
        },
      },
      async () => {
        const result = await runMonthlyConsumptionInfo(ctx);
        if (result.failed > 0) await retryLater(ctx, result.month);
        return { sent: result.sent, recorded: result.recorded, failed: result.failed };
      },
    );

    app.get(
      '/api/properties/:id/monthly-information',
      {
        config: readers,
        schema: {
          tags: ['Liegenschaften'],
          summary:
            'Versandte monatliche Verbrauchsinformationen der Liegenschaft (Nachweis nach § 6a HeizkostenV); neueste Monate zuerst, Seite optional',
          params: IdParam,
          querystring: MonthlyInformationQuery,
          response: { 200: z.array(monthlyInformationRecordSchema), ...errors },
        },
      },
      async (req, reply) => {
        const { rows, total } = await listMonthlyInformationOf(
          ctx,
          requireActor(req),
          req.params.id,
          req.query,
        );
        setTotalCount(reply, total);
        return rows;
      },
    );
  };
}
