import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeErrorResponses } from '../http/error-responses.ts';
import { ErrorResponse } from '../../domain/schemas/accounts.ts';
import { IdParam } from '../../domain/schemas/common.ts';
import {
  ConsumptionYearQuery,
  MeterConsumptionRecord,
  MeterCreateBody,
  MeterListQuery,
  MeterRecord,
  MeterUpdateBody,
  ReadingCreateBody,
  ReadingListQuery,
  ReadingRecord,
  ReadingUpdateBody,
  YearlyConsumptionRecord,
} from '../../domain/schemas/meters.ts';
import { z } from '../../domain/schemas/base/zod.ts';
import { requireActor } from '../auth/guard.ts';
import type { AppContext } from '../context/app-context.ts';
import { setTotalCount } from '../http/list-response.ts';
import { addReading } from './add-reading.ts';
import { createMeter } from './create-meter.ts';
import { deleteMeter } from './delete-meter.ts';
import { deleteReading } from './delete-reading.ts';
import {
  consumptionOfMeter,
  getMeter,
  listMetersFor,
  listReadingsOfMeter,
  meterConsumptionOfProperty,
} from './read-meters.ts';
import { syncMeter } from './sync-meter.ts';
import { updateMeter } from './update-meter.ts';
import { updateReading } from './update-reading.ts';

/**
 * Meters and readings are kept by the operator's admins and by landlords for their own properties
 * (the use cases scope every id: another landlord's meter is not found); employees read them;
 * tenants see their consumption in the tenant portal, not here. Syncing a gateway stays with the
 * admins, who run the gateways.
 */
const readers = { roles: ['admin', 'employee', 'customer'] } as const;
const writers = { roles: ['admin', 'customer'] } as const;
const adminOnly = { roles: ['admin'] } as const;
const tags = ['Zähler'];
const errors = writeErrorResponses;

export function meterRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/meters',
      {
        config: readers,
        schema: {
          tags,
          summary: 'Zähler (optional einer Liegenschaft); Seite, Suche und Sortierung optional',
          querystring: MeterListQuery,
          response: { 200: z.array(MeterRecord), ...errors },
        },
      },
      async (req, reply) => {
        const { rows, total } = await listMetersFor(ctx, requireActor(req), req.query);
        setTotalCount(reply, total);
        return rows;
      },
    );

    app.get(
      '/api/meters/:id',
      {
        config: readers,
        schema: { tags, summary: 'Ein Zähler', params: IdParam, response: { 200: MeterRecord, ...errors } },
      },
      async (req) => getMeter(ctx, requireActor(req), req.params.id),
    );

    app.post(
      '/api/meters',
      {
        config: writers,
        schema: {
          tags,
          summary:
            'Zähler anlegen (Admin; Vermieter für eigene Liegenschaften); Standard Gateway-Zähler mit automatischer Synchronisierung, die gleich danach läuft',
          body: MeterCreateBody,
          response: { 201: MeterRecord, ...errors },
        },
      },
      async (req, reply) => reply.status(201).send(await createMeter(ctx, requireActor(req), req.body)),
    );

    app.put(
      '/api/meters/:id',
      {
        config: writers,
        schema: {
          tags,
          summary:
            'Angaben eines Zählers speichern (einzelne Felder möglich; Admin, Vermieter für eigene Zähler)',
          params: IdParam,
          body: MeterUpdateBody,
          response: { 200: MeterRecord, ...errors },
        },
      },
      async (req) => updateMeter(ctx, requireActor(req), req.params.id, req.body),
    );

    app.delete(
      '/api/meters/:id',
      {
        config: writers,
        schema: {
          tags,
          summary: 'Zähler mit seinen Zählerständen löschen (Admin, Vermieter für eigene Zähler)',
          params: IdParam,
          response: { 204: z.null(), ...errors },
        },
      },
      async (req, reply) => {
        await deleteMeter(ctx, requireActor(req), req.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/meters/:id/sync',
      {
        config: adminOnly,
        schema: {
          tags,
          summary:
            'Gateway-Zähler synchronisieren (nur Admin): liest die letzte gehaltene Nachricht des Zählers vom MQTT-Broker und speichert sie (einmal je Zeitpunkt). 200 „Synchronisierung erfolgreich“ (auch wenn schon gespeichert) oder mit dem Prüfhinweis (Zählerwechsel, auffälliger Wert); 422 wenn die Nachricht kein Zählerstand werden kann (z. B. Einheit passt nicht); 503 ohne Gateway, Broker oder Daten. Der Grund wird auch am Zähler gespeichert.',
          params: IdParam,
          response: {
            200: z.object({ message: z.string() }),
            ...errors,
            422: ErrorResponse,
            503: ErrorResponse,
          },
        },
      },
      async (req) => syncMeter(ctx, requireActor(req), req.params.id),
    );

    app.get(
      '/api/meters/:id/readings',
      {
        config: readers,
        schema: {
          tags,
          summary: 'Zählerstände eines Zählers nach Datum (sort=-reading_date: neueste zuerst)',
          params: IdParam,
          querystring: ReadingListQuery,
          response: { 200: z.array(ReadingRecord), ...errors },
        },
      },
      async (req, reply) => {
        const { rows, total } = await listReadingsOfMeter(ctx, requireActor(req), req.params.id, req.query);
        setTotalCount(reply, total);
        return rows;
      },
    );

    app.get(
      '/api/meters/:id/consumption',
      {
        config: readers,
        schema: {
          tags,
          summary: 'Jahresverbrauch eines Zählers für jedes Jahr mit Zählerständen, neuestes zuerst',
          params: IdParam,
          response: { 200: z.array(YearlyConsumptionRecord), ...errors },
        },
      },
      async (req) => consumptionOfMeter(ctx, requireActor(req), req.params.id),
    );

    app.post(
      '/api/meters/:id/readings',
      {
        config: writers,
        schema: {
          tags,
          summary: 'Zählerstand erfassen (nur manuelle Zähler; Datum Standard heute)',
          params: IdParam,
          body: ReadingCreateBody,
          response: { 201: ReadingRecord, ...errors },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await addReading(ctx, requireActor(req), req.params.id, req.body)),
    );

    app.put(
      '/api/meter_readings/:id',
      {
        config: writers,
        schema: {
          tags,
          summary: 'Zählerstand korrigieren (Admin, Vermieter für eigene Zähler)',
          params: IdParam,
          body: ReadingUpdateBody,
          response: { 200: ReadingRecord, ...errors },
        },
      },
      async (req) => updateReading(ctx, requireActor(req), req.params.id, req.body),
    );

    app.delete(
      '/api/meter_readings/:id',
      {
        config: writers,
        schema: {
          tags,
          summary: 'Zählerstand löschen (Admin, Vermieter für eigene Zähler)',
          params: IdParam,
          response: { 204: z.null(), ...errors },
        },
      },
      async (req, reply) => {
        await deleteReading(ctx, requireActor(req), req.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/properties/:id/meter_consumption',
      {
        config: readers,
        schema: {
          tags,
          summary:
            'Jahresverbrauch jedes Zählers einer Liegenschaft (Stände an den Jahresgrenzen, sonst linear interpoliert)',
          params: IdParam,
          querystring: ConsumptionYearQuery,
          response: { 200: z.array(MeterConsumptionRecord), ...errors },
        },
      },
      async (req) => meterConsumptionOfProperty(ctx, requireActor(req), req.params.id, req.query.year),
    );
  };
}
