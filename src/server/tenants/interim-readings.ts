import { parseDecimalPlain } from '../../domain/decimal.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { isSuspectedExchange } from '../../domain/meters/plausibility.ts';
import { tableReadingValue } from '../../domain/meters/reading-value.ts';
import type { InterimReadings } from '../../domain/schemas/customer-tenants.ts';
import { customerTenantTexts, meterTexts } from '../../domain/texts/index.ts';
import { writeAudit } from '../audit/repository.ts';
import type { Actor } from '../context/actor.ts';
import type { Db } from '../db/client.ts';
import * as repo from './repository.ts';

interface MovingOut {
  id: number;
  propertyId: number;
  dwellingId: number | null;
}

/**
 * Stores the meter states a landlord gives with a move-out as readings on the move-out date: the
 * interim reading of §9b Abs. 1 HeizkostenV, which splits the year's consumption between the
 * tenants exactly (without it §9b Abs. 3 estimates by degree days and the tenants may cut 15 %,
 * §12 Abs. 1). Runs inside the move-out's transaction, so a refused reading leaves nothing stored.
 *
 * A meter counts as the dwelling's when it is assigned to the tenancy's dwelling, or, without a
 * dwelling, to the tenant itself; another property's meter or an unknown one is not found (404),
 * another dwelling's or the building's is refused (400). Only manually read meters take typed
 * values, as in the readings API. Linear in the readings given: one query for the meters, one per
 * reading for the reading before it (a lower value marks a suspected exchange, as the import does).
 */
export async function storeInterimReadings(
  tx: Db,
  actor: Actor,
  tenant: MovingOut,
  moveOut: string,
  readings: InterimReadings,
): Promise<void> {
  if (!readings || readings.length === 0) return;
  const ids = readings.map((r) => r.meter_id);
  if (new Set(ids).size !== ids.length)
    throw new ValidationError(customerTenantTexts.interimMeterTwice, { field: 'interim_readings' });
  const found = new Map((await repo.metersByIds(tx, ids)).map((m) => [m.id, m]));
  const checked = readings.map((r, i) => {
    const meter = found.get(r.meter_id);
    if (!meter || meter.propertyId !== tenant.propertyId) throw new NotFoundError(meterTexts.notFound);
    const field = `interim_readings[${i}]`;
    const ofDwelling =
      meter.dwellingId !== null
        ? meter.dwellingId === tenant.dwellingId
        : meter.tenantId !== null && meter.tenantId === tenant.id;
    if (!ofDwelling)
      throw new ValidationError(customerTenantTexts.interimMeterNotOfDwelling(meter.meterNumber), {
        field: `${field}.meter_id`,
      });
    if (meter.sourceType === 'gateway')
      throw new ValidationError(customerTenantTexts.interimManualOnly(meter.meterNumber), {
        field: `${field}.meter_id`,
      });
    const value = tableReadingValue(r.value);
    if ('reason' in value) throw new ValidationError(value.reason, { field: `${field}.value` });
    return { meter, value: value.value };
  });
  for (const { meter, value } of checked) {
    const before = await repo.readingValueOnOrBefore(tx, meter.id, moveOut);
    const milli = (v: string) => parseDecimalPlain(v, { places: 3 }) ?? 0;
    const suspectedExchange =
      before !== null &&
      isSuspectedExchange({ date: moveOut, milli: milli(before) }, { date: moveOut, milli: milli(value) });
    const id = await repo.insertInterimReading(tx, {
      meterId: meter.id,
      readingDate: moveOut,
      readingValue: value,
      unit: meter.unit,
      isEstimated: false,
      suspectedExchange,
      createdBy: actor.userId,
    });
    await writeAudit(tx, actor, {
      action: 'reading.create',
      entity: 'meter_reading',
      entityId: id,
      details: { meter_id: meter.id, value, date: moveOut, interim_for_tenant: tenant.id },
    });
  }
}
