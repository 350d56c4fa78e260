// Source: Anlage zu §§5 bis 7 CO2KostAufG (stage table of residential buildings).
import { cmp, rat, type Rat } from '../rational.ts';

/** Upper bound (exclusive) of kg CO2 per m² and year → landlord's share in %. */
export const CO2_STAGES: readonly { readonly below: number; readonly landlordPercent: number }[] = [
  { below: 12, landlordPercent: 0 },
  { below: 17, landlordPercent: 10 },
  { below: 22, landlordPercent: 20 },
  { below: 27, landlordPercent: 30 },
  { below: 32, landlordPercent: 40 },
  { below: 37, landlordPercent: 50 },
  { below: 42, landlordPercent: 60 },
  { below: 47, landlordPercent: 70 },
  { below: 52, landlordPercent: 80 },
  { below: Number.POSITIVE_INFINITY, landlordPercent: 95 },
];

export function co2Stage(kgPerM2Year: Rat): { stage: number; landlordPercent: number } {
  for (let i = 0; i < CO2_STAGES.length; i++) {
    const s = CO2_STAGES[i] as (typeof CO2_STAGES)[number];
    if (s.below === Number.POSITIVE_INFINITY || cmp(kgPerM2Year, rat(BigInt(s.below))) < 0) {
      return { stage: i + 1, landlordPercent: s.landlordPercent };
    }
  }
  throw new Error('unreachable');
}
