/**
 * The advance payments one tenancy is credited on the statement, from the stored annual figure and
 * the year's billing draft (§556 Abs. 2 and 3 BGB).
 *
 * The tenancy's agreed figure (`tenants.annual_advance_cents`, else the draft's figure where the
 * tenancy has none) is a rate: a twelfth of it per month, credited for the months of the tenancy in
 * the period (`creditedAdvance`). The draft copies the tenancy's figure when it is created; where
 * the landlord has entered a different figure in the draft, that figure is what the tenant actually
 * paid in the year and is credited as entered. Where such an entered figure is more than the months
 * of the tenancy give, a warning asks the landlord to check it.
 */
import { creditedAdvance, type AdvanceCredit } from '../billing/advance-payments.ts';
import type { IsoDate } from '../dates.ts';
import type { DraftTenant } from '../schemas/billing-drafts.ts';
import { statementTexts } from '../texts/statements.ts';
import { centsOf, tenantName, type MappingNote, type StoredTenant } from './stored-data.ts';

export interface TenancyAdvance {
  creditedCents: number;
  /** The tenancy's monthly advance (a twelfth of its annual figure), rounded to the cent. */
  monthlyCents: number;
  /** The months credited; null where the draft's entered figure is credited instead. */
  credit: AdvanceCredit | null;
}

export function tenancyAdvance(
  tenant: StoredTenant,
  entry: DraftTenant | undefined,
  from: IsoDate,
  to: IsoDate,
  notes: MappingNote[],
): TenancyAdvance | null {
  const stored = tenant.annualAdvanceCents;
  const drafted = centsOf(entry?.monthly_advance, entry?.annual_advance_cents);
  const annual = stored ?? drafted;
  if (annual === null) return null;
  const credit = creditedAdvance(annual, from, to);
  if (drafted === null || stored === null || drafted === stored)
    return { creditedCents: credit.creditedCents, monthlyCents: credit.monthlyCents, credit };
  if (drafted > credit.creditedCents)
    notes.push({
      kind: 'advance_above_share',
      message: statementTexts.advanceAboveShare(tenantName(tenant), drafted, credit.creditedCents),
      tenantId: tenant.id,
    });
  return { creditedCents: drafted, monthlyCents: credit.monthlyCents, credit: null };
}
