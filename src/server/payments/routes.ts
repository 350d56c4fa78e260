import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParam } from '../../domain/schemas/common.ts';
import {
  AssignTransactionBody,
  BankAccountBody,
  BankAccountRecord,
  BankTransactionRecord,
  PaymentReminderQuery,
  PaymentsQuery,
  PaymentsResponse,
} from '../../domain/schemas/payments.ts';
import { requireActor } from '../auth/guard.ts';
import type { AppContext } from '../context/app-context.ts';
import { writeErrorResponses as errors } from '../http/error-responses.ts';
import { pdfResponse, sendDocument } from '../http/file-response.ts';
import { assignTransaction } from './assign-transaction.ts';
import { paymentReminderPdf } from './payment-reminder.ts';
import { readPayments } from './read-payments.ts';
import { setBankAccount } from './set-bank-account.ts';

/** Landlords for their own properties; the operator's employees and admins for every customer's. */
const landlords = { roles: ['admin', 'employee', 'customer'] } as const;
const tags = ['Zahlungen'];

export function paymentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/api/properties/:id/bank-account',
      {
        config: landlords,
        schema: {
          tags,
          summary:
            'Empfängerkonto der Liegenschaft (IBAN, BIC optional, Kontoinhaber) speichern; Kontoauszüge werden nur für dieses Konto eingelesen',
          params: IdParam,
          body: BankAccountBody,
          response: { 200: BankAccountRecord, ...errors },
        },
      },
      async (req) => setBankAccount(ctx, requireActor(req), req.params.id, req.body),
    );

    app.get(
      '/api/properties/:id/payments',
      {
        config: landlords,
        schema: {
          tags,
          summary:
            'Zahlungen eines Jahres: je Mieter und Monat fällige und eingegangene Vorauszahlungen, Differenz (positiv: Rückstand), nicht zugeordnete Zahlungseingänge',
          params: IdParam,
          querystring: PaymentsQuery,
          response: { 200: PaymentsResponse, ...errors },
        },
      },
      async (req) => readPayments(ctx, requireActor(req), req.params.id, req.query.year),
    );

    app.get(
      '/api/properties/:id/payments/reminder.pdf',
      {
        config: landlords,
        schema: {
          tags,
          summary:
            'Zahlungserinnerung für die Vorauszahlungen eines Jahres als PDF (409 ohne Rückstand oder ohne Empfängerkonto)',
          params: IdParam,
          querystring: PaymentReminderQuery,
          response: {
            200: pdfResponse,
            ...errors,
          },
        },
      },
      async (req, reply) => {
        const { fileName, pdf } = await paymentReminderPdf(
          ctx,
          requireActor(req),
          req.params.id,
          req.query.tenant_id,
          req.query.year,
        );
        return sendDocument(reply, { type: 'application/pdf', fileName, bytes: pdf });
      },
    );

    app.post(
      '/api/bank-transactions/:id/assign',
      {
        config: landlords,
        schema: {
          tags,
          summary:
            'Zahlungseingang von Hand einem Mieter der Liegenschaft zuordnen (bleibt beim erneuten Einlesen erhalten)',
          params: IdParam,
          body: AssignTransactionBody,
          response: { 200: BankTransactionRecord, ...errors },
        },
      },
      async (req) => assignTransaction(ctx, requireActor(req), req.params.id, req.body.tenant_id),
    );

    app.post(
      '/api/bank-transactions/:id/unassign',
      {
        config: landlords,
        schema: {
          tags,
          summary:
            'Zuordnung einer Buchung aufheben: gehört keinem Mieter (bleibt beim erneuten Einlesen erhalten)',
          params: IdParam,
          response: { 200: BankTransactionRecord, ...errors },
        },
      },
      async (req) => assignTransaction(ctx, requireActor(req), req.params.id, null),
    );
  };
}
