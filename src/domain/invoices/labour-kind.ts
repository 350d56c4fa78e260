import type { SECTION35A_KINDS } from '../billing/schema.ts';

type LabourKind = (typeof SECTION35A_KINDS)[number];

/**
 * The kind of labour a cost type usually is for §35a EStG, as the tax administration's list of
 * examples sorts it (BMF-Schreiben zu § 35a EStG, Anlage 1): care of the house and garden —
 * caretaker, cleaning, garden, street cleaning and winter service (BetrKV §2 Nr. 8, 9, 10, 14) — is a
 * household service (Abs. 2); maintenance by a trade — heating, lift, chimney sweep — is a
 * craftsman's work (Abs. 3). A person may change it; unknown types count as household services, as
 * the cost screen's default.
 */
const HOUSEHOLD_SERVICES = new Set([8, 9, 10, 14]);
const CRAFTSMANS_WORK = new Set([2, 3, 4, 5, 6, 7, 12, 15, 16]);

export function usualLabourKind(betrkvNo: number | null): LabourKind {
  if (betrkvNo !== null && CRAFTSMANS_WORK.has(betrkvNo) && !HOUSEHOLD_SERVICES.has(betrkvNo)) return 'craft';
  return 'services';
}
