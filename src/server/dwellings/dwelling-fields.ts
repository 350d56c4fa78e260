import { toPlainDecimal } from '../../domain/decimal.ts';
import { ConflictError } from '../../domain/errors.ts';
import type { DwellingUpdateBody } from '../../domain/schemas/dwellings.ts';
import { dwellingTexts } from '../../domain/texts/index.ts';
import type { Db } from '../db/client.ts';
import * as repo from './repository.ts';

export type DwellingFields = Omit<DwellingUpdateBody, '_actor' | '_actor_role'>;

const decimalColumn = (scaled: number | null, places: number) =>
  scaled === null ? null : toPlainDecimal(scaled, places);

/** Column values of the fields given; fields left out stay as they are. */
export function dwellingColumns(input: DwellingFields): repo.DwellingColumns {
  const out: repo.DwellingColumns = {};
  if (input.label !== undefined) out.label = input.label;
  if (input.area_m2 !== undefined) out.areaM2 = decimalColumn(input.area_m2, 2);
  if (input.mea !== undefined) out.mea = decimalColumn(input.mea, 3);
  if (input.hot_water_supplied !== undefined) out.hotWaterSupplied = input.hot_water_supplied;
  if (input.heated_area_m2 !== undefined) out.heatedAreaM2 = decimalColumn(input.heated_area_m2, 2);
  if (input.heated_volume_m3 !== undefined) out.heatedVolumeM3 = decimalColumn(input.heated_volume_m3, 3);
  if (input.volume_m3 !== undefined) out.volumeM3 = decimalColumn(input.volume_m3, 3);
  if (input.persons !== undefined) out.persons = input.persons;
  if (input.sort_index !== undefined) out.sortIndex = input.sort_index;
  return out;
}

/** The columns a tenancy repeats from its dwelling (the spec's tenant fields). */
export function tenancyColumns(columns: repo.DwellingColumns) {
  const out: Pick<repo.DwellingColumns, 'areaM2' | 'mea' | 'volumeM3'> = {};
  if (columns.areaM2 !== undefined) out.areaM2 = columns.areaM2;
  if (columns.mea !== undefined) out.mea = columns.mea;
  if (columns.volumeM3 !== undefined) out.volumeM3 = columns.volumeM3;
  return out;
}

/**
 * Refuses a label the property already has, in any case ("EG links" and "eg links" are one
 * dwelling to people and to the unique index). Run inside the transaction that writes it.
 */
export async function checkLabelsFree(db: Db, propertyId: number, labels: string[], exceptId?: number) {
  const [taken] = await repo.takenLabels(db, propertyId, labels, exceptId);
  if (taken !== undefined) {
    const sent = labels.find((l) => l.toLowerCase() === taken.toLowerCase()) ?? taken;
    throw new ConflictError(dwellingTexts.labelTaken(sent));
  }
}
