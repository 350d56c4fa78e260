import type { Day, DayRange } from '../dates.ts';
import type { Rat } from './rational.ts';
import type { TieRanks } from './largest-remainder.ts';
import type { CONSUMPTION_KINDS, SECTION35A_KINDS, KEYS } from './schema.ts';

export type TimeSplit = 'days' | 'months';
export type CostKey = (typeof KEYS)[number];
export type ConsumptionKind = (typeof CONSUMPTION_KINDS)[number];
export type Section35aKind = (typeof SECTION35A_KINDS)[number];

export interface Unit {
  readonly id: string;
  readonly index: number;
  /** Area in m² × 1000 (exact, inputs have at most 3 decimals). */
  readonly areaMilli: bigint;
  readonly volumeMilli: bigint | null;
  /** Co-ownership share (Miteigentumsanteil) × 1000. */
  readonly meaMilli: bigint | null;
  /** Heated area in m² × 1000 and heated volume in m³ × 1000 (§7 Abs. 1 S. 5 HeizkostenV). */
  readonly heatedAreaMilli: bigint | null;
  readonly heatedVolumeMilli: bigint | null;
  /** Supplied by the central hot-water plant (§8 Abs. 1 HeizkostenV); false: bears no hot-water costs. */
  readonly hotWaterSupplied: boolean;
  /** Indices into Model.occupancies of this unit's occupancies inside the period. */
  readonly occupancies: number[];
}

export interface Occupancy {
  readonly id: string;
  readonly index: number;
  /** Path of the input entry, e.g. `occupancies[3]`, for messages. */
  readonly field: string;
  readonly unit: Unit;
  readonly name: string;
  readonly vacancy: boolean;
  /** The part inside the billing period. */
  readonly range: DayRange;
  readonly days: number;
  /** Time weight in the chosen split (see time-weight.ts). */
  readonly timeWeight: bigint;
  readonly degreeDayWeight: bigint;
  /** Persons × time inside the period (person-days or person-months); null when not given. */
  readonly personsWeight: bigint | null;
  readonly advanceCents: number;
  /** Continues after the period end (basis for the §560 BGB proposal). */
  readonly continues: boolean;
}

export interface Reading {
  /** Value × 1000. */
  readonly milli: bigint;
  readonly estimated: boolean;
  /** Position in the input's `consumption` list, for messages. */
  readonly index: number;
}

export interface ReadingsOfKind {
  readonly byOccupancy: Map<number, Reading>;
  readonly byUnit: Map<number, Reading>;
}

export interface Model {
  readonly period: DayRange;
  readonly periodDays: number;
  readonly yearDays: number;
  readonly split: TimeSplit;
  readonly periodTimeWeight: bigint;
  readonly periodDegreeDayWeight: bigint;
  readonly units: Unit[];
  readonly occupancies: Occupancy[];
  readonly ids: string[];
  /** Tie-break ranks of the ids for the largest-remainder method. */
  readonly ranks: TieRanks;
  readonly totalAreaMilli: bigint;
  /** Area of the units supplied by the central hot-water plant (§9 Abs. 2 S. 4 HeizkostenV). */
  readonly hotWaterAreaMilli: bigint;
  readonly readings: Map<ConsumptionKind, ReadingsOfKind>;
  /** Distributions by key, shared by all cost lines (and heating) of one calculation. */
  readonly distributions: Map<string, Distribution>;
}

export interface TimeShare {
  value: number;
  total: number;
  unit: string;
}

/** Per-occupancy distribution basis of one pot; weights are exact integers. */
export interface Distribution {
  readonly weights: bigint[];
  readonly basisTotal: number;
  readonly basisUnit: string;
  readonly basisShare: number[];
  readonly timeShare: (TimeShare | null)[];
  readonly estimated: boolean[];
}

export type { Day, Rat };
