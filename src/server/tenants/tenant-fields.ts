import { toPlainDecimal } from '../../domain/decimal.ts';
import type { TenantUpdateBody } from '../../domain/schemas/tenants.ts';
import { tenantTexts, validationTexts } from '../../domain/texts/index.ts';
import type { AppContext } from '../context/app-context.ts';
import { loginExists } from '../customers/repository.ts';
import type { tenants } from '../db/schema.ts';
import { ValidationError } from '../../domain/errors.ts';

export type TenantFields = Omit<TenantUpdateBody, '_actor' | '_actor_role'>;
type Columns = Partial<typeof tenants.$inferInsert>;

const decimalColumn = (scaled: number | null, places: number) =>
  scaled === null ? null : toPlainDecimal(scaled, places);

/** Column values of the fields given; fields left out stay as they are. */
export function tenantColumns(input: TenantFields): Columns {
  const out: Columns = {};
  if (input.user_id !== undefined) out.userId = input.user_id;
  if (input.salutation !== undefined) out.salutation = input.salutation;
  if (input.first_name !== undefined) out.firstName = input.first_name;
  if (input.last_name !== undefined) out.lastName = input.last_name;
  if (input.company !== undefined) out.company = input.company;
  if (input.email !== undefined) out.email = input.email;
  if (input.phone_number !== undefined) out.phoneNumber = input.phone_number;
  if (input.street_house_no !== undefined) out.streetHouseNo = input.street_house_no;
  if (input.zipcode !== undefined) out.zipcode = input.zipcode;
  if (input.city !== undefined) out.city = input.city;
  if (input.country !== undefined) out.country = input.country ?? 'Deutschland';
  if (input.floor !== undefined) out.floor = input.floor;
  if (input.location !== undefined) out.location = input.location;
  if (input.delivery_method !== undefined) out.deliveryMethod = input.delivery_method;
  if (input.area_m2 !== undefined) out.areaM2 = decimalColumn(input.area_m2, 2);
  if (input.volume_m3 !== undefined) out.volumeM3 = decimalColumn(input.volume_m3, 3);
  if (input.usage_units !== undefined) out.usageUnits = decimalColumn(input.usage_units, 2);
  if (input.mea !== undefined) out.mea = decimalColumn(input.mea, 3);
  if (input.move_in !== undefined) out.moveIn = input.move_in;
  if (input.move_out !== undefined) out.moveOut = input.move_out;
  // Exact cents win over the euro field that older clients send.
  if (input.annual_advance !== undefined) out.annualAdvanceCents = input.annual_advance;
  if (input.annual_advance_cents !== undefined) out.annualAdvanceCents = input.annual_advance_cents;
  return out;
}

/**
 * Rules on the tenancy as it will be saved (stored values merged with the fields given): an
 * e-mail address for delivery by e-mail, the move-out not before the move-in, a linked login
 * that exists.
 */
export async function checkTenancy(
  ctx: AppContext,
  merged: { email: string | null; deliveryMethod: string; moveIn: string | null; moveOut: string | null },
  input: TenantFields,
) {
  if (merged.deliveryMethod === 'email' && !merged.email)
    throw new ValidationError(validationTexts.emailForDeliveryRequired, { field: 'email' });
  if (merged.moveIn && merged.moveOut && merged.moveOut < merged.moveIn)
    throw new ValidationError(validationTexts.moveOutBeforeMoveIn, { field: 'move_out' });
  if (input.user_id && !(await loginExists(ctx.db, input.user_id)))
    throw new ValidationError(tenantTexts.loginNotFound, { field: 'user_id' });
}
