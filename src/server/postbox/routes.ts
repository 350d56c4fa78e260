import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../domain/schemas/base/zod.ts';
import { IdParam } from '../../domain/schemas/common.ts';
import {
  CustomerPostboxQuery,
  CustomerPostboxResponse,
  PostboxItemParam,
  SendLetterResponse,
  TenantPostboxItem,
  TenantPostboxQuery,
} from '../../domain/schemas/postbox.ts';
import { requireActor } from '../auth/guard.ts';
import type { AppContext } from '../context/app-context.ts';
import { writeErrorResponses as errors } from '../http/error-responses.ts';
import { setTotalCount } from '../http/list-response.ts';
import { pdfResponse, sendDocument } from '../http/file-response.ts';
import { customerPostbox } from './customer-postbox.ts';
import { sendLetter } from './send-letter.ts';
import { listTenantPostbox, openPostboxItem } from './tenant-postbox.ts';

/** Landlords for their own properties; the operator's employees and admins for every customer's. */
const landlords = { roles: ['admin', 'employee', 'customer'] } as const;
/** Tenants see the documents sent to their own tenancies only. */
const tenantsOnly = { roles: ['tenant'] } as const;
const tags = ['Postfach'];

export function postboxRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/letters/:id/send',
      {
        config: landlords,
        schema: {
          tags,
          summary:
            'Brief an den Mieter senden: ins Postfach seines Mieterportals und, bei Zustellung per E-Mail mit hinterlegter Adresse, als E-Mail mit dem PDF; sonst zum Drucken und Versand per Post. Nur einmal (409)',
          params: IdParam,
          response: { 200: SendLetterResponse, ...errors },
        },
      },
      async (req) => sendLetter(ctx, requireActor(req), req.params.id),
    );

    app.get(
      '/api/tenant/postbox',
      {
        config: tenantsOnly,
        schema: {
          tags,
          summary:
            'Postfach des angemeldeten Mieters: zugestellte Abrechnungen und gesendete Briefe, neueste zuerst; id „statement-<n>“ oder „letter-<n>“; created_at = Eingang im Postfach, opened_at = erstes Öffnen',
          querystring: TenantPostboxQuery,
          response: { 200: z.array(TenantPostboxItem), ...errors },
        },
      },
      async (req, reply) => {
        const { rows, total } = await listTenantPostbox(ctx, requireActor(req), req.query);
        setTotalCount(reply, total);
        return rows;
      },
    );

    app.get(
      '/api/tenant/postbox/:id/pdf',
      {
        config: tenantsOnly,
        schema: {
          tags,
          summary:
            'Ein Dokument des Postfachs als PDF; das erste Öffnen wird als Empfangsnachweis gespeichert (fremde: 404)',
          params: PostboxItemParam,
          response: {
            200: pdfResponse,
            ...errors,
          },
        },
      },
      async (req, reply) => {
        const { fileName, pdf } = await openPostboxItem(ctx, requireActor(req), req.params.id);
        return sendDocument(reply, { type: 'application/pdf', fileName, bytes: pdf, disposition: 'inline' });
      },
    );

    app.get(
      '/api/customer/postbox',
      {
        config: landlords,
        schema: {
          tags,
          summary:
            'Postfach des Vermieters: an Mieter Gesendetes (Abrechnungen und Briefe mit Weg, Versandstatus und erstem Öffnen als Empfangsnachweis), neueste zuerst, geblättert (X-Total-Count), und der Rechnungseingang; ohne property_id alle sichtbaren Liegenschaften',
          querystring: CustomerPostboxQuery,
          response: { 200: CustomerPostboxResponse, ...errors },
        },
      },
      async (req, reply) => {
        const { body, total } = await customerPostbox(ctx, requireActor(req), req.query);
        setTotalCount(reply, total);
        return body;
      },
    );
  };
}
