import type {
  MeterConsumptionRecord,
  MeterListQuery,
  MeterRecord,
  ReadingListQuery,
  ReadingRecord,
  YearlyConsumptionRecord,
} from '../../domain/schemas/meters.ts';
import { meterTexts, propertyTexts } from '../../domain/texts/index.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { scopeOf } from '../auth/policy.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { findProperty } from '../properties/repository.ts';
import { propertyConsumption, yearsOfMeter } from './consumption.ts';
import * as repo from './repository.ts';

/** The meter when the actor may see it, else not found (another landlord's meter included). */
async function visibleMeter(ctx: AppContext, actor: Actor, id: number) {
  const meter = await repo.findMeter(ctx.db, scopeOf(actor), id);
  if (!meter) throw new NotFoundError(meterTexts.notFound);
  return meter;
}

/** One page of the meters of the properties the actor may see (optionally of one), with the total. */
export async function listMetersFor(
  ctx: AppContext,
  actor: Actor,
  query: MeterListQuery,
): Promise<{ rows: MeterRecord[]; total: number }> {
  return repo.listMeters(ctx.db, scopeOf(actor), query);
}

/** One meter the actor may see. */
export async function getMeter(ctx: AppContext, actor: Actor, id: number): Promise<MeterRecord> {
  const meter = await repo.findMeterRecord(ctx.db, scopeOf(actor), id);
  if (!meter) throw new NotFoundError(meterTexts.notFound);
  return meter;
}

/** One page of the readings of a meter the actor may see, by date, with the total. */
export async function listReadingsOfMeter(
  ctx: AppContext,
  actor: Actor,
  meterId: number,
  query: ReadingListQuery,
): Promise<{ rows: ReadingRecord[]; total: number }> {
  const meter = await visibleMeter(ctx, actor, meterId);
  return repo.listReadings(ctx.db, meter.id, query);
}

/** The yearly consumption of a meter the actor may see, newest year first. */
export async function consumptionOfMeter(
  ctx: AppContext,
  actor: Actor,
  meterId: number,
): Promise<YearlyConsumptionRecord[]> {
  const meter = await visibleMeter(ctx, actor, meterId);
  return yearsOfMeter(ctx.db, meter.id);
}

/** The year's consumption of each meter of a property the actor may see. */
export async function meterConsumptionOfProperty(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  year: number,
): Promise<MeterConsumptionRecord[]> {
  const property = await findProperty(ctx.db, scopeOf(actor), propertyId);
  if (!property) throw new NotFoundError(propertyTexts.notFound);
  return propertyConsumption(ctx.db, await repo.metersOfProperty(ctx.db, property.id), year);
}
