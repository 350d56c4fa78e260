import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INVOICE_FILE_MAX_BYTES, INVOICE_FILES_PER_REQUEST } from '../../domain/invoices/invoice-files.ts';
import { ErrorResponse } from '../../domain/schemas/accounts.ts';
import { z } from '../../domain/schemas/base/zod.ts';
import { IdParam } from '../../domain/schemas/common.ts';
import {
  InvoiceApproveBody,
  InvoiceApproveResponse,
  InvoiceListQuery,
  InvoiceRecord,
  InvoiceRejectBody,
  InvoiceUpdateBody,
} from '../../domain/schemas/invoices.ts';
import { requireActor } from '../auth/guard.ts';
import type { AppContext } from '../context/app-context.ts';
import { writeErrorResponses as errors } from '../http/error-responses.ts';
import { setTotalCount } from '../http/list-response.ts';
import { inFlightLimit } from '../rate-limit/in-flight.ts';
import { approveInvoice } from './approve-invoice.ts';
import { deleteInvoice } from './delete-invoice.ts';
import { getInvoice, getInvoiceFile, listInvoices, type InvoiceFile } from './read-invoices.ts';
import { receiveInvoices } from './receive-invoices.ts';
import { rejectInvoice } from './reject-invoice.ts';
import { updateInvoice } from './update-invoice.ts';
import {
  contentDisposition,
  INVOICE_UPLOADS,
  MULTIPART_LIMITS,
  readUploadedFiles,
  takeUploadPlace,
} from './upload-parts.ts';

/** Landlords for their own properties; the operator's employees and admins for every customer's. */
const inboxUsers = { roles: ['admin', 'employee', 'customer'] } as const;
const tags = ['Rechnungseingang'];
const binary = (types: string[]) => ({
  description: 'Die Datei, wie sie empfangen wurde',
  content: Object.fromEntries(types.map((t) => [t, { schema: z.string().meta({ format: 'binary' }) }])),
});
export const FILE_TYPES = ['application/pdf', 'application/xml', 'image/png', 'image/jpeg'];

/**
 * A stored file as it came, shown in the page or downloaded: never sniffed into another type, and
 * run in a sandbox (no scripts, no same-origin rights) should an XML or PDF be opened directly.
 * The inbox shows it beside the fields, so the own pages may frame it.
 */
export function sendStoredFile(reply: FastifyReply, file: InvoiceFile) {
  return reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition('inline', file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-security-policy',
      "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'",
    )
    .header('x-frame-options', 'SAMEORIGIN')
    .header('cache-control', 'private, no-store')
    .send(file.bytes as unknown as string);
}

export function invoiceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const uploads = inFlightLimit(INVOICE_UPLOADS);
  return async (app) => {
    // Only inside this plugin: no other route accepts multipart bodies.
    await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

    app.post(
      '/api/properties/:id/invoices',
      {
        config: inboxUsers,
        schema: {
          tags,
          summary: 'Rechnungen hochladen (multipart/form-data, Felder „file“)',
          description:
            `PDF (auch ZUGFeRD/Factur-X), XML (XRechnung UBL oder CII), JPEG oder PNG; höchstens ` +
            `${INVOICE_FILE_MAX_BYTES / 1024 / 1024} MB je Datei (413), ${INVOICE_FILES_PER_REQUEST} Dateien ` +
            'je Anfrage. Andere Dateitypen: 415 mit dem Dateinamen, dann wird nichts gespeichert. Eine Datei, ' +
            'die nicht ist, was ihr Name sagt, wird als „unreadable“ gespeichert.',
          params: IdParam,
          response: {
            201: z.array(InvoiceRecord),
            ...errors,
            413: ErrorResponse,
            415: ErrorResponse,
            503: ErrorResponse,
          },
        },
      },
      async (req, reply) => {
        const actor = requireActor(req);
        const place = takeUploadPlace(uploads, actor.userId);
        try {
          const files = await readUploadedFiles(req);
          const stored = await receiveInvoices(ctx, actor, req.params.id, files, 'upload');
          return reply.status(201).send(stored);
        } finally {
          place.release();
        }
      },
    );

    app.get(
      '/api/properties/:id/invoices',
      {
        config: inboxUsers,
        schema: {
          tags,
          summary: 'Rechnungseingang einer Liegenschaft (Filter status und year, Seiten, X-Total-Count)',
          params: IdParam,
          querystring: InvoiceListQuery,
          response: { 200: z.array(InvoiceRecord), ...errors },
        },
      },
      async (req, reply) => {
        const { rows, total } = await listInvoices(ctx, requireActor(req), req.params.id, req.query);
        setTotalCount(reply, total);
        return rows;
      },
    );

    app.get(
      '/api/invoices/:id',
      {
        config: inboxUsers,
        schema: {
          tags,
          summary: 'Eine Rechnung',
          params: IdParam,
          response: { 200: InvoiceRecord, ...errors },
        },
      },
      async (req) => getInvoice(ctx, requireActor(req), req.params.id),
    );

    app.get(
      '/api/invoices/:id/file',
      {
        config: inboxUsers,
        schema: {
          tags,
          summary: 'Die Originaldatei einer Rechnung, unverändert',
          params: IdParam,
          response: { 200: binary(FILE_TYPES), ...errors },
        },
      },
      async (req, reply) =>
        sendStoredFile(reply, await getInvoiceFile(ctx, requireActor(req), req.params.id)),
    );

    app.put(
      '/api/invoices/:id',
      {
        config: inboxUsers,
        schema: {
          tags,
          summary: 'Gelesene Angaben korrigieren (nur vor der Entscheidung; 409 danach)',
          params: IdParam,
          body: InvoiceUpdateBody,
          response: { 200: InvoiceRecord, ...errors },
        },
      },
      async (req) => updateInvoice(ctx, requireActor(req), req.params.id, req.body),
    );

    app.post(
      '/api/invoices/:id/approve',
      {
        config: inboxUsers,
        schema: {
          tags,
          summary:
            'Rechnung als Kostenposition in den Entwurf des Jahres übernehmen; 409 bei zweiter Übernahme, Duplikat oder abgeschlossenem Jahr',
          params: IdParam,
          body: InvoiceApproveBody,
          response: { 200: InvoiceApproveResponse, ...errors },
        },
      },
      async (req) => approveInvoice(ctx, requireActor(req), req.params.id, req.body),
    );

    app.post(
      '/api/invoices/:id/reject',
      {
        config: inboxUsers,
        schema: {
          tags,
          summary: 'Rechnung mit Grund ablehnen',
          params: IdParam,
          body: InvoiceRejectBody,
          response: { 200: InvoiceRecord, ...errors },
        },
      },
      async (req) => rejectInvoice(ctx, requireActor(req), req.params.id, req.body),
    );

    app.delete(
      '/api/invoices/:id',
      {
        config: inboxUsers,
        schema: {
          tags,
          summary: 'Rechnung mit Datei löschen (409, wenn übernommen)',
          params: IdParam,
          response: { 204: z.null(), ...errors },
        },
      },
      async (req, reply) => {
        await deleteInvoice(ctx, requireActor(req), req.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
