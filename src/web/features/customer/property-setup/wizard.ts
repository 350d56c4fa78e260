import type { MeterType } from '../../../../domain/catalog.ts';
import { meterKindLabel } from '../../../../domain/setup/setup-steps.ts';
import type { SetupStepId } from '../../../../domain/texts/index.ts';
import { paths } from '../../../routing/paths.ts';

/** The wizard's screens: the stored-data steps up to the meters, then the way on to readings and costs. */
export const WIZARD_STEPS = [
  'address',
  'heating',
  'letterhead',
  'dwellings',
  'tenants',
  'meters',
  'finish',
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The checklist steps a wizard screen settles (the last one leads to two screens of their own). */
export const CHECKS_OF: Record<WizardStep, readonly SetupStepId[]> = {
  address: ['address'],
  heating: ['heating'],
  letterhead: ['letterhead'],
  dwellings: ['dwellings'],
  tenants: ['tenants'],
  meters: ['meters'],
  finish: ['readings', 'costs'],
};

/** `?step=` when it names a screen; else the first one. */
export function stepOf(search: string): WizardStep {
  const raw = new URLSearchParams(search).get('step');
  return (WIZARD_STEPS as readonly string[]).includes(raw ?? '') ? (raw as WizardStep) : 'address';
}

/** `?id=` of the property being set up; null for a new one. */
export function setupIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const setupLink = (id: number, step: WizardStep) =>
  `${paths.customerPropertySetup}?id=${id}&step=${step}`;

/** The short choice of a dwelling's meters. */
export interface MeterChoice {
  heat: 'Wärmemengenzähler' | 'Heizkostenverteiler' | 'none';
  hotWater: boolean;
  coldWater: boolean;
}

interface MeterKind {
  meterType: MeterType;
  hotWater: boolean;
}

export function chosenKinds(choice: MeterChoice): MeterKind[] {
  return [
    ...(choice.heat === 'none' ? [] : [{ meterType: choice.heat, hotWater: false }]),
    ...(choice.hotWater ? [{ meterType: 'Wasserzähler' as const, hotWater: true }] : []),
    ...(choice.coldWater ? [{ meterType: 'Wasserzähler' as const, hotWater: false }] : []),
  ];
}

/**
 * The meters to create: each chosen kind for each dwelling that has none of that kind yet, so a
 * second run after an interruption creates only what is missing. Numbers are made from the
 * dwelling and the kind; the landlord corrects them in the readings table where the real ones
 * matter.
 */
export function metersToCreate(
  choice: MeterChoice,
  dwellings: ReadonlyArray<{ id: number; label: string }>,
  existing: ReadonlyArray<{ dwelling_id: number | null; meter_type: string; hot_water: boolean }>,
): Array<{ dwellingId: number; meterType: MeterType; hotWater: boolean; number: string }> {
  const have = new Set(
    existing.map(
      (m) => `${m.dwelling_id}|${meterKindLabel({ meterType: m.meter_type, hotWater: m.hot_water })}`,
    ),
  );
  return dwellings.flatMap((d) =>
    chosenKinds(choice)
      .filter((k) => !have.has(`${d.id}|${meterKindLabel(k)}`))
      .map((k) => ({
        dwellingId: d.id,
        meterType: k.meterType,
        hotWater: k.hotWater,
        number: `${d.label} ${meterKindLabel(k)}`.slice(0, 100),
      })),
  );
}
