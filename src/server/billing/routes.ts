import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calculateBilling } from '../../domain/billing/calculate.ts';
import { BillingInputError } from '../../domain/billing/errors.ts';
import { withCalculationPaths } from '../../domain/billing/path.ts';
import {
  billingInputSchema,
  billingResultSchema,
  type BillingCalculation,
  type BillingInput,
} from '../../domain/billing/schema.ts';
import { ValidationError } from '../http/errors.ts';
import { renderStatementPdf } from '../pdf/statement.ts';
import { statementRequestSchema } from '../pdf/statement-schema.ts';

const errorSchema = z.looseObject({ message: z.string(), field: z.string().optional() });

/** Checked by the auth hook before body validation, so 401/403 win over 400. */
const billingAccess = { roles: ['admin', 'customer'] } as const;

function calculateOr400(input: BillingInput): BillingCalculation {
  try {
    return calculateBilling(input);
  } catch (e) {
    if (e instanceof BillingInputError) throw new ValidationError(e.message, { field: e.field });
    throw e;
  }
}

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/billing/calculate',
    {
      config: billingAccess,
      schema: {
        tags: ['Abrechnung'],
        summary: 'Heiz- und Betriebskostenabrechnung berechnen',
        description:
          'Verteilt alle Kosten centgenau auf die Nutzungen (inkl. Leerstand) nach BetrKV, §§556, 556a, 560 BGB, ' +
          'HeizkostenV und CO2KostAufG. Jede Zeile enthält den Rechenweg. Fehlerhafte Eingaben werden mit 400 und ' +
          'einer deutschen Meldung beantwortet, die das Feld nennt; es wird nichts aus Teilangaben berechnet. ' +
          'Regeln und Rechtsquellen: docs/billing.md.',
        body: billingInputSchema,
        response: { 200: billingResultSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (req) => {
      // The engine leaves the German calculation path to whoever shows it; the API answer includes it.
      return withCalculationPaths(calculateOr400(req.body));
    },
  );

  app.post(
    '/api/billing/statement.pdf',
    {
      config: billingAccess,
      schema: {
        tags: ['Abrechnung'],
        summary: 'Abrechnung eines Mieters als PDF (A4)',
        description:
          'Gleiche Eingabe wie /api/billing/calculate plus Absender, Empfänger und die Nutzung (occupancy), für die ' +
          'das Dokument erstellt wird. Antwort: application/pdf.',
        body: statementRequestSchema,
        response: {
          200: {
            description: 'PDF-Dokument',
            content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
          },
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (req, reply) => {
      const body = req.body;
      const result = calculateOr400(body);
      const occupancy = result.occupancies.find((o) => o.id === body.occupancy);
      if (!occupancy) {
        throw new ValidationError(
          `occupancy: Die Nutzung „${body.occupancy}“ liegt nicht im Abrechnungszeitraum.`,
          {
            field: 'occupancy',
          },
        );
      }
      if (occupancy.vacancy) {
        throw new ValidationError('occupancy: Für einen Leerstand wird keine Mieterabrechnung erstellt.', {
          field: 'occupancy',
        });
      }
      const pdf = await renderStatementPdf({
        result,
        occupancyId: occupancy.id,
        landlord: body.landlord,
        tenant: body.tenant,
        property: body.property ?? null,
        statementDate: body.statement_date ?? new Date().toISOString().slice(0, 10),
        paymentDays: body.payment_days ?? 30,
      });
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="abrechnung-${safeFileName(occupancy.id)}.pdf"`)
          // Fastify sends a Buffer untouched (no serializer); the schema above only documents it as binary.
          .send(pdf as unknown as string)
      );
    },
  );
};

function safeFileName(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 60);
}
