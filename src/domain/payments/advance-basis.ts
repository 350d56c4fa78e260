/**
 * Whether a year's statements credit the advances as agreed or as received (§556 Abs. 3 BGB: the
 * statement sets the costs against the advances the tenant paid). Without bank data of the year only
 * the agreed figure is known; once a statement with bookings dated in the year has been imported for
 * the property, what was received is the default. A landlord's explicit choice always wins.
 */
export const ADVANCE_BASES = ['agreed', 'received'] as const;
export type AdvanceBasis = (typeof ADVANCE_BASES)[number];

export function advanceBasis(
  chosen: AdvanceBasis | null,
  year: number,
  bookingDates: Iterable<string>,
): AdvanceBasis {
  if (chosen !== null) return chosen;
  const prefix = `${year}-`;
  for (const date of bookingDates) if (date.startsWith(prefix)) return 'received';
  return 'agreed';
}
