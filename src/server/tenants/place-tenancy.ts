import { isVacancy } from '../../domain/catalog.ts';
import { partyName } from '../../domain/party-name.ts';
import { periodsOverlap } from '../../domain/tenancy/occupancy.ts';
import { tenancyDwellingTexts } from '../../domain/texts/index.ts';
import { ConflictError, ValidationError } from '../../domain/errors.ts';
import type { Db } from '../db/client.ts';
import type { tenants } from '../db/schema.ts';
import * as dwellingRepo from './dwelling-repository.ts';
import type { DwellingRow, Measures } from './dwelling-repository.ts';

type TenantRow = typeof tenants.$inferSelect;

/** A tenancy as the placing rules see it: its name, period and floor. */
export interface TenancyToPlace {
  id?: number;
  propertyId: number;
  firstName?: string | null;
  lastName: string;
  company?: string | null;
  floor?: string | null;
  moveIn: string | null;
  moveOut: string | null;
  /** Persons of the tenancy as given (`usage_units`); none: the dwelling's usual persons. */
  usageUnits?: string | null;
}

/** What the tenancy's row gets: its dwelling, the dwelling's measures and usual persons. */
export type Placement = { dwellingId: number; usageUnits?: string } & Measures;

const MEASURE_KEYS = ['areaM2', 'mea', 'volumeM3'] as const;

/**
 * Refuses a period that overlaps another tenancy (or explicit vacancy) of the dwelling: a flat
 * is let to one party at a time, and each day's costs belong to exactly one of them. The caller
 * holds the dwelling's row lock (`lockDwelling`), so a concurrent save waits for this one.
 */
export async function refuseOverlap(tx: Db, dwelling: DwellingRow, tenancy: TenancyToPlace) {
  const other = await overlapping(tx, dwelling, tenancy);
  if (!other) return;
  const named = (t: { firstName?: string | null; lastName: string; company?: string | null }) =>
    partyName(t) || t.lastName;
  throw new ConflictError(
    tenancyDwellingTexts.overlap(
      { name: named(tenancy), moveIn: tenancy.moveIn, moveOut: tenancy.moveOut },
      { name: named(other), moveIn: other.moveIn, moveOut: other.moveOut },
      dwelling.label,
    ),
  );
}

async function overlapping(tx: Db, dwelling: DwellingRow, tenancy: TenancyToPlace) {
  const others = await dwellingRepo.tenanciesOfDwelling(tx, dwelling.id, tenancy.id);
  return others.find((o) => periodsOverlap(o, tenancy));
}

/**
 * The tenancy joins the dwelling: measures given are written on the dwelling and all its
 * tenancies (the dwelling is their master), the others are taken from the dwelling.
 */
export async function joinDwelling(
  tx: Db,
  dwelling: DwellingRow,
  given: Measures,
  tenancy?: TenancyToPlace,
): Promise<Placement> {
  const written: Measures = {};
  for (const key of MEASURE_KEYS) if (given[key] !== undefined) written[key] = given[key];
  await dwellingRepo.writeDwellingMeasures(tx, dwelling.id, written);
  return {
    dwellingId: dwelling.id,
    areaM2: dwelling.areaM2,
    mea: dwelling.mea,
    volumeM3: dwelling.volumeM3,
    ...written,
    ...usualPersons(dwelling, tenancy),
  };
}

/**
 * A tenancy entered without persons counts the persons usually living in the dwelling, as the
 * landlord entered them with the dwelling. Not an explicit vacancy: an empty flat's persons are
 * the property's vacancy setting (§556a Abs. 1 BGB, nothing shifted onto the tenants).
 */
function usualPersons(dwelling: DwellingRow, tenancy: TenancyToPlace | undefined): { usageUnits?: string } {
  if (!tenancy || dwelling.persons === null || isVacancy(tenancy.lastName)) return {};
  const given = tenancy.usageUnits;
  if (given !== undefined && given !== null && given !== '') return {};
  return { usageUnits: String(dwelling.persons) };
}

/** A dwelling of the property that exists, else 400: a client sent a foreign or unknown id. */
export async function lockOwnDwelling(tx: Db, propertyId: number, dwellingId: number) {
  const dwelling = await dwellingRepo.lockDwelling(tx, dwellingId);
  if (!dwelling || dwelling.propertyId !== propertyId)
    throw new ValidationError(tenancyDwellingTexts.dwellingUnknown, { field: 'dwelling_id' });
  return dwelling;
}

/**
 * A new dwelling for a tenancy: labelled by its floor, else "Wohnung <n>"; a label the property
 * already has gets " (2)", " (3)", …
 */
export async function newDwelling(
  tx: Db,
  propertyId: number,
  floor: string | null | undefined,
  measures: Measures,
) {
  const count = await dwellingRepo.dwellingCount(tx, propertyId);
  const base = floor?.trim();
  const labelFor = base
    ? (attempt: number) => (attempt === 1 ? base : tenancyDwellingTexts.labelWithNumber(base, attempt))
    : (attempt: number) => tenancyDwellingTexts.numberedDwelling(count + attempt);
  return dwellingRepo.insertDwellingWithFreeLabel(tx, { propertyId, sortIndex: count, measures }, labelFor);
}

const givenOnly = (m: Measures): Measures =>
  Object.fromEntries(Object.entries(m).filter(([, v]) => v !== undefined && v !== null)) as Measures;

/**
 * The dwelling a new tenancy occupies, in the transaction that saves it:
 * - the dwelling named (`dwelling_id`): it must belong to the property (400) and be free for the
 *   period (409);
 * - a successor lives in its predecessor's dwelling (a predecessor without one gets one first);
 * - otherwise, the spec's way, the dwelling whose label equals the floor when it is free for the
 *   period, else a new dwelling from floor and measures.
 * Measures left out (or empty) come from the dwelling joined.
 */
export async function placeNewTenancy(
  tx: Db,
  tenancy: TenancyToPlace,
  measures: Measures,
  how: { dwellingId?: number | null; predecessor?: TenantRow },
): Promise<Placement> {
  const given = givenOnly(measures);
  if (how.dwellingId != null) {
    const dwelling = await lockOwnDwelling(tx, tenancy.propertyId, how.dwellingId);
    await refuseOverlap(tx, dwelling, tenancy);
    return joinDwelling(tx, dwelling, given, tenancy);
  }
  if (how.predecessor) {
    const predecessor = how.predecessor;
    const dwelling =
      predecessor.dwellingId !== null
        ? await dwellingRepo.lockDwelling(tx, predecessor.dwellingId)
        : await newDwelling(tx, tenancy.propertyId, predecessor.floor, {
            areaM2: predecessor.areaM2,
            mea: predecessor.mea,
            volumeM3: predecessor.volumeM3,
          });
    if (predecessor.dwellingId === null)
      await dwellingRepo.setTenantDwelling(tx, predecessor.id, dwelling!.id);
    await refuseOverlap(tx, dwelling!, tenancy);
    return joinDwelling(tx, dwelling!, given, tenancy);
  }
  const label = tenancy.floor?.trim();
  if (label) {
    const dwelling = await dwellingRepo.lockDwellingByLabel(tx, tenancy.propertyId, label);
    if (dwelling && !(await overlapping(tx, dwelling, tenancy)))
      return joinDwelling(tx, dwelling, given, tenancy);
  }
  const created = await newDwelling(tx, tenancy.propertyId, label, given);
  return { dwellingId: created.id, areaM2: created.areaM2, mea: created.mea, volumeM3: created.volumeM3 };
}

/**
 * The columns a changed tenancy gets from its dwelling: a move to another dwelling of the same
 * property (400 otherwise) or a changed period is checked for overlap under the dwelling's lock;
 * measures given are written on the dwelling and all its tenancies; after a move the others are
 * the new dwelling's. A tenancy without dwelling (older data) keeps its own measures.
 */
export async function placeChangedTenancy(
  tx: Db,
  stored: TenantRow,
  change: { dwellingId?: number | null; moveIn?: string | null; moveOut?: string | null },
  measures: Measures,
): Promise<Partial<Placement>> {
  const moves = change.dwellingId != null && change.dwellingId !== stored.dwellingId;
  const targetId = moves ? change.dwellingId! : stored.dwellingId;
  const tenancy = {
    ...stored,
    moveIn: change.moveIn !== undefined ? change.moveIn : stored.moveIn,
    moveOut: change.moveOut !== undefined ? change.moveOut : stored.moveOut,
  };
  const periodChanged = tenancy.moveIn !== stored.moveIn || tenancy.moveOut !== stored.moveOut;
  const written: Measures = {};
  // Only what changes: a form that sends back the stored value (or its empty field) writes nothing.
  for (const key of MEASURE_KEYS)
    if (measures[key] !== undefined && measures[key] !== stored[key]) written[key] = measures[key];
  if (targetId === null || (!moves && !periodChanged && Object.keys(written).length === 0)) return {};
  const dwelling = moves
    ? await lockOwnDwelling(tx, stored.propertyId, targetId)
    : (await dwellingRepo.lockDwelling(tx, targetId))!;
  if (moves || periodChanged) await refuseOverlap(tx, dwelling, tenancy);
  if (moves) return joinDwelling(tx, dwelling, written);
  await dwellingRepo.writeDwellingMeasures(tx, dwelling.id, written);
  return written;
}
