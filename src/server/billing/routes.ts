import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayIso } from '../../domain/dates.ts';
import { BILLING_BODY_LIMIT, BILLING_LIMITS } from '../../domain/billing/limits.ts';
import { billingInputSchema, billingResultSchema } from '../../domain/billing/schema.ts';
import type { AppContext } from '../context/app-context.ts';
import { statementRequestSchema } from '../pdf/statement-schema.ts';
import { LARGE_BODIES, LARGE_BODY_BYTES, largeBodyPlaces, readBody } from './large-bodies.ts';

const errorSchema = z.looseObject({ message: z.string(), field: z.string().optional() });

/**
 * Checked by the auth hook before body validation, so 401/403 win over 400. Employees prepare
 * statements for the landlords they work for, so they calculate too.
 */
const billingAccess = { roles: ['admin', 'employee', 'customer'] } as const;

const limitsText =
  `Grenzen: höchstens ${BILLING_LIMITS.units} Wohnungen, ${BILLING_LIMITS.occupancies} Nutzungen, ` +
  `${BILLING_LIMITS.costs} Kostenpositionen und ${BILLING_LIMITS.consumption} Verbrauchswerte ` +
  `(400 darüber); Anfragen über ${BILLING_BODY_LIMIT / 1024 / 1024} MiB: 413. Anfragen über ` +
  `${LARGE_BODY_BYTES / 1024 / 1024} MiB: höchstens ${LARGE_BODIES.perOwner} je Benutzer und ` +
  `${LARGE_BODIES.overall} insgesamt gleichzeitig, darüber 503 mit Retry-After.`;

/**
 * The body schemas below describe the requests (OpenAPI, types). The bodies themselves go to the
 * worker threads as bytes: parsing, checking and handing over a large building's object graph
 * would each stall the event loop for tens of milliseconds. The worker parses and checks them,
 * with the same German answers as everywhere else.
 */
const validatedInWorker = { validatorCompiler: () => (value: unknown) => ({ value }) };

export const billingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Only inside this plugin: every other route keeps Fastify's JSON parser.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', readBody);
    const largeBodies = largeBodyPlaces(ctx.largeBodies);

    app.post(
      '/api/billing/calculate',
      {
        config: billingAccess,
        bodyLimit: BILLING_BODY_LIMIT,
        onRequest: largeBodies,
        ...validatedInWorker,
        schema: {
          tags: ['Abrechnung'],
          summary: 'Heiz- und Betriebskostenabrechnung berechnen',
          description:
            'Verteilt alle Kosten centgenau auf die Nutzungen (inkl. Leerstand) nach BetrKV, §§556, 556a, 560 BGB, ' +
            'HeizkostenV und CO2KostAufG. Jede Zeile enthält den Rechenweg. Fehlerhafte Eingaben werden mit 400 und ' +
            'einer deutschen Meldung beantwortet, die das Feld nennt; es wird nichts aus Teilangaben berechnet. ' +
            `Regeln und Rechtsquellen: docs/billing.md. ${limitsText}`,
          body: billingInputSchema,
          response: {
            200: billingResultSchema,
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
            503: errorSchema,
          },
        },
      },
      async (req, reply) => {
        const json = await ctx.billing.calculate(req.body as unknown as Buffer);
        // Serialised in the worker; the response schema above documents it.
        return reply.type('application/json; charset=utf-8').send(json as never);
      },
    );

    app.post(
      '/api/billing/statement.pdf',
      {
        config: billingAccess,
        bodyLimit: BILLING_BODY_LIMIT,
        onRequest: largeBodies,
        ...validatedInWorker,
        schema: {
          tags: ['Abrechnung'],
          summary: 'Abrechnung eines Mieters als PDF (A4)',
          description:
            'Gleiche Eingabe wie /api/billing/calculate plus Absender, Empfänger und die Nutzung (occupancy), für die ' +
            `das Dokument erstellt wird. Antwort: application/pdf. ${limitsText}`,
          body: statementRequestSchema,
          response: {
            200: {
              description: 'PDF-Dokument',
              content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
            },
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
            503: errorSchema,
          },
        },
      },
      async (req, reply) => {
        // The statement is dated today in Germany unless the request says otherwise.
        const pdf = await ctx.pdfs.statementPdf(req.body as unknown as Buffer, todayIso(ctx.now()));
        return (
          reply
            .type('application/pdf')
            .header('content-disposition', `inline; filename="abrechnung.pdf"`)
            // Fastify sends a Buffer untouched (no serializer); the schema above only documents it as binary.
            .send(pdf as unknown as string)
        );
      },
    );
  };
