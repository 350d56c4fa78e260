import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { binaryResponse, contentDisposition } from '../http/file-response.ts';
import {
  deliverResponseSchema,
  DeliverBody,
  finalizeResponseSchema,
  refundsResponseSchema,
  reopenResponseSchema,
  StatementSettingsBody,
  statementSettingsResponseSchema,
  statementsResponseSchema,
  statementYearsResponseSchema,
  StatementTenantParams,
  StatementYearBody,
  StatementYearQuery,
} from '../../domain/schemas/statements.ts';
import { IdParam } from '../../domain/schemas/common.ts';
import { requireActor } from '../auth/guard.ts';
import type { AppContext } from '../context/app-context.ts';
import { writeErrorResponses as errors } from '../http/error-responses.ts';
import { currentDeliveries, deliverStatements } from './deliver-statements.ts';
import { finalizeStatements } from './finalize-statements.ts';
import { getSettings } from './get-settings.ts';
import { getStatements } from './get-statements.ts';
import { listStatementYears } from './read-statement-years.ts';
import { refundsXml, yearRefunds } from './refunds.ts';
import { reopenStatements } from './reopen-statements.ts';
import { statementPdf } from './statement-pdf.ts';
import { statementsZip } from './statements-zip.ts';
import { updateSettings } from './update-settings.ts';
import { zipFileName } from '../../domain/statements/file-names.ts';

/**
 * Landlords finalize and send their own properties' statements; the operator's employees prepare
 * them as they prepare the cost data, and administrators may do everything, reopening a finalized
 * year included.
 */
const editors = { roles: ['admin', 'employee', 'customer'] } as const;
const admins = { roles: ['admin'] } as const;
const tags = ['Abrechnungen'];

export function statementRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/properties/:id/statements',
      {
        config: editors,
        schema: {
          tags,
          summary:
            'Abrechnungen eines Jahres mit Prüfungen (offen: aus den gespeicherten Daten; abgeschlossen: eingefroren)',
          params: IdParam,
          querystring: StatementYearQuery,
          response: { 200: statementsResponseSchema, ...errors },
        },
      },
      async (req, reply) => {
        const json = await getStatements(ctx, requireActor(req), req.params.id, req.query.year);
        // Serialised in the worker thread; the response schema above documents it.
        return reply.type('application/json; charset=utf-8').send(json as never);
      },
    );

    app.get(
      '/api/properties/:id/statements/years',
      {
        config: editors,
        schema: {
          tags,
          summary:
            'Abrechnungsjahre der Liegenschaft (mit Entwurf oder abgeschlossen), neuestes zuerst, mit Stand und Zustellnachweis',
          params: IdParam,
          response: { 200: statementYearsResponseSchema, ...errors },
        },
      },
      async (req) => listStatementYears(ctx, requireActor(req), req.params.id),
    );

    app.get(
      '/api/properties/:id/statements/:tenantId.pdf',
      {
        config: editors,
        schema: {
          tags,
          summary: 'Abrechnung eines Mieters als PDF',
          params: StatementTenantParams,
          querystring: StatementYearQuery,
          response: { 200: binaryResponse('application/pdf', 'PDF-Dokument'), ...errors },
        },
      },
      async (req, reply) => {
        const { fileName, pdf } = await statementPdf(
          ctx,
          requireActor(req),
          req.params.id,
          req.params.tenantId,
          req.query.year,
        );
        return reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition('attachment', fileName))
          .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength) as unknown as string);
      },
    );

    app.get(
      '/api/properties/:id/statements/refunds',
      {
        config: editors,
        schema: {
          tags,
          summary:
            'Guthaben eines abgeschlossenen Jahres je Mieter mit IBAN (null = keine hinterlegt, nicht in der Überweisungsdatei); 409 solange offen',
          params: IdParam,
          querystring: StatementYearQuery,
          response: { 200: refundsResponseSchema, ...errors },
        },
      },
      async (req) => {
        const { refunds } = await yearRefunds(ctx, requireActor(req), req.params.id, req.query.year);
        return { year: req.query.year, refunds };
      },
    );

    app.get(
      '/api/properties/:id/statements/refunds.xml',
      {
        config: editors,
        schema: {
          tags,
          summary:
            'SEPA-Überweisungsdatei (pain.001.001.09) der Guthaben eines abgeschlossenen Jahres an die Mieter mit IBAN, ' +
            'vom Empfängerkonto der Liegenschaft (sonst aus dem Profil); 409 solange offen, ohne Guthaben mit IBAN oder ohne Konto',
          params: IdParam,
          querystring: StatementYearQuery,
          response: { 200: binaryResponse('application/xml', 'pain.001.001.09'), ...errors },
        },
      },
      async (req, reply) => {
        const { fileName, xml } = await refundsXml(ctx, requireActor(req), req.params.id, req.query.year);
        return reply
          .type('application/xml; charset=utf-8')
          .header('content-disposition', contentDisposition('attachment', fileName))
          .send(xml);
      },
    );

    app.get(
      '/api/properties/:id/statements.zip',
      {
        config: editors,
        schema: {
          tags,
          summary: 'Alle Abrechnungen eines Jahres als ZIP (je Mieter ein PDF und die Übersicht), gestreamt',
          params: IdParam,
          querystring: StatementYearQuery,
          response: { 200: binaryResponse('application/zip', 'ZIP-Archiv'), ...errors },
        },
      },
      async (req, reply) => {
        const stream = await statementsZip(ctx, requireActor(req), req.params.id, req.query.year);
        return reply
          .type('application/zip')
          .header(
            'content-disposition',
            contentDisposition('attachment', zipFileName(req.query.year, req.params.id)),
          )
          .send(stream as unknown as string);
      },
    );

    app.post(
      '/api/properties/:id/statements/finalize',
      {
        config: editors,
        schema: {
          tags,
          summary:
            'Abrechnung abschließen (409 bei Fehlern in den Prüfungen oder wenn bereits abgeschlossen)',
          params: IdParam,
          body: StatementYearBody,
          response: { 200: finalizeResponseSchema, ...errors },
        },
      },
      async (req) => finalizeStatements(ctx, requireActor(req), req.params.id, req.body.year),
    );

    app.post(
      '/api/properties/:id/statements/reopen',
      {
        config: admins,
        schema: {
          tags,
          summary: 'Abgeschlossene Abrechnung wieder öffnen (nur Administratoren, protokolliert)',
          params: IdParam,
          body: StatementYearBody,
          response: { 200: reopenResponseSchema, ...errors },
        },
      },
      async (req) => reopenStatements(ctx, requireActor(req), req.params.id, req.body.year),
    );

    app.post(
      '/api/properties/:id/statements/deliver',
      {
        config: editors,
        schema: {
          tags,
          summary:
            'Abrechnungen zustellen: per E-Mail mit PDF (als Auftrag mit Wiederholungen) oder zum Ausdrucken (Post); ' +
            'ein zweiter Aufruf sendet nichts erneut, außer mit resend: true',
          params: IdParam,
          body: DeliverBody,
          response: { 200: deliverResponseSchema, ...errors },
        },
      },
      async (req) =>
        deliverStatements(ctx, requireActor(req), req.params.id, req.body.year, req.body.resend === true),
    );

    app.get(
      '/api/properties/:id/statements/deliveries',
      {
        config: editors,
        schema: {
          tags,
          summary: 'Stand der Zustellung je Mieter (letzte Zustellung; leer, solange nicht versendet)',
          params: IdParam,
          querystring: StatementYearQuery,
          response: { 200: deliverResponseSchema, ...errors },
        },
      },
      async (req) => currentDeliveries(ctx, requireActor(req), req.params.id, req.query.year),
    );

    app.get(
      '/api/properties/:id/statements/settings',
      {
        config: editors,
        schema: {
          tags,
          summary:
            'Einstellungen der Abrechnung eines Jahres (Verbrauchsanteile, Aufteilung, Pflichten, Anrechnung der Vorauszahlungen)',
          params: IdParam,
          querystring: StatementYearQuery,
          response: { 200: statementSettingsResponseSchema, ...errors },
        },
      },
      async (req) => getSettings(ctx, requireActor(req), req.params.id, req.query.year),
    );

    app.put(
      '/api/properties/:id/statements/settings',
      {
        config: editors,
        schema: {
          tags,
          summary: 'Einstellungen der Abrechnung speichern (409 wenn das Jahr abgeschlossen ist)',
          params: IdParam,
          body: StatementSettingsBody,
          response: { 200: statementSettingsResponseSchema, ...errors },
        },
      },
      async (req) => {
        const { year, ...settings } = req.body;
        return updateSettings(ctx, requireActor(req), req.params.id, year, settings);
      },
    );
  };
}
