/**
 * Übergabeprotokoll for a move-in or move-out: rooms with their condition and defects, the keys
 * handed over, and every meter of the dwelling with number and reading, with signature fields for
 * both sides. The readings are also returned as data: the server stores them as readings of those
 * meters on the handover date, so that they are the interim reading § 9b HeizkostenV requires at a
 * change of tenant. A reading lower than the meter's last stored one is refused unless the
 * landlord marks it as a meter exchange (a meter's count never falls otherwise).
 */
import type { IsoDate } from '../../dates.ts';
import { formatQuantityDe } from '../../decimal.ts';
import { ValidationError } from '../../errors.ts';
import {
  handoverTexts as t,
  letterCommonTexts as common,
  letterProblemTexts,
  letterRuleTexts,
} from '../../texts/letters.ts';
import { templates } from '../../texts/templates.ts';
import type { LetterFields } from '../catalogue.ts';
import {
  heading,
  letterDocument,
  paragraph,
  table,
  tenancyLine,
  type LetterContext,
  type LetterResult,
} from '../letter-document.ts';

export interface HandoverMeter {
  readonly id: number;
  readonly number: string;
  /** The meter's kind in German ("Kaltwasser", "Heizkostenverteiler"). */
  readonly type: string;
  readonly unit: string;
  /** The last stored reading on or before the handover date; null when there is none. */
  readonly last_reading: { readonly reading_date: IsoDate; readonly value: number } | null;
}

export interface HandoverData {
  /** Every meter of the dwelling. */
  readonly meters: readonly HandoverMeter[];
}

/** A reading to store, as the meters' readings API takes it. */
export interface HandoverReading {
  readonly meter_id: number;
  readonly reading_date: IsoDate;
  readonly value: number;
  readonly meter_exchange: boolean;
}

export function handoverReadings(
  fields: LetterFields['handover-protocol'],
  meters: readonly HandoverMeter[],
): HandoverReading[] {
  const byId = new Map(meters.map((m) => [m.id, m]));
  const seen = new Set<number>();
  return (fields.readings ?? []).map((r) => {
    const meter = byId.get(r.meter_id);
    if (!meter) throw new ValidationError(letterRuleTexts.readingUnknownMeter(r.meter_id));
    if (seen.has(r.meter_id)) throw new ValidationError(letterRuleTexts.readingTwice(meter.number));
    seen.add(r.meter_id);
    const exchange = r.meter_exchange ?? false;
    if (!exchange && meter.last_reading !== null && r.value < meter.last_reading.value)
      throw new ValidationError(
        letterRuleTexts.readingBelowLast(meter.number, formatQuantityDe(meter.last_reading.value)),
      );
    return {
      meter_id: r.meter_id,
      reading_date: fields.handover_date,
      value: r.value,
      meter_exchange: exchange,
    };
  });
}

export function buildHandoverProtocol(
  ctx: LetterContext,
  fields: LetterFields['handover-protocol'],
  data: HandoverData,
): LetterResult & { readonly readings: readonly HandoverReading[] } {
  const readings = handoverReadings(fields, data.meters);
  const byMeter = new Map(readings.map((r) => [r.meter_id, r]));
  const problems: string[] = [];
  const meterRows = data.meters.map((m) => {
    const r = byMeter.get(m.id);
    if (!r) problems.push(letterProblemTexts.missingReading(m.number));
    return [
      m.type,
      m.number,
      r ? `${formatQuantityDe(r.value)}${r.meter_exchange ? t.exchanged : ''}` : t.notRead,
      m.unit,
    ];
  });
  const rooms = fields.rooms ?? [];
  const keys = fields.keys ?? [];
  if (rooms.length === 0) problems.push(letterProblemTexts.noRooms);
  if (keys.length === 0) problems.push(letterProblemTexts.noKeys);
  const result = letterDocument(ctx, {
    template: 'handover-protocol',
    title: templates['handover-protocol'].title,
    subject: t.subject(fields.kind),
    addressed: false,
    blocks: [
      paragraph(t.parties(ctx.landlord.name, ctx.tenant.name, tenancyLine(ctx))),
      paragraph(t.intro(fields.kind, fields.handover_date)),
      ...(fields.attendees ? [paragraph(t.attendees(fields.attendees))] : []),
      heading(t.roomsHeading),
      table(
        t.roomColumns,
        rooms.map((r) => [r.name, r.condition ?? '', r.defects ?? t.noDefects]),
        {
          align: ['left', 'left', 'left'],
        },
      ),
      heading(t.keysHeading),
      table(
        t.keyColumns,
        keys.map((k) => [k.kind, String(k.count)]),
      ),
      heading(t.metersHeading),
      table(t.meterColumns, meterRows, { align: ['left', 'left', 'right', 'left'] }),
      paragraph(t.readingsNote(fields.handover_date)),
    ],
    note: fields.note,
    signatures: [
      { label: common.landlordSignature, name: ctx.landlord.name },
      { label: common.tenantSignature, name: ctx.tenant.name },
    ],
  });
  return { ...result, problems: [...result.problems, ...problems], readings };
}
