import { toPlainDecimal } from '../../domain/decimal.ts';
import type { TenantUpdateBody } from '../../domain/schemas/tenants.ts';
import { tenantTexts, validationTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import type { Db } from '../db/client.ts';
import type { tenants } from '../db/schema.ts';
import { ConflictError, ForbiddenError, ValidationError } from '../../domain/errors.ts';
import { lockLogin } from '../users/repository.ts';
import { loginOfOtherLandlord } from './repository.ts';

export type TenantFields = Omit<TenantUpdateBody, '_actor' | '_actor_role'>;
type Columns = Partial<typeof tenants.$inferInsert>;

const decimalColumn = (scaled: number | null, places: number) =>
  scaled === null ? null : toPlainDecimal(scaled, places);

/**
 * Column values of the fields given; fields left out stay as they are. The linked login is not
 * among them: `linkedLogin` decides it.
 */
export function tenantColumns(input: TenantFields): Columns {
  const out: Columns = {};
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
  if (input.forwarding_address !== undefined) out.forwardingAddress = input.forwarding_address;
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
  if (input.ibans !== undefined) out.ibans = input.ibans;
  return out;
}

/**
 * Rules on the tenancy as it will be saved (stored values merged with the fields given): an
 * e-mail address for delivery by e-mail, the move-out not before the move-in.
 */
export function checkTenancy(merged: {
  email: string | null;
  deliveryMethod: string;
  moveIn: string | null;
  moveOut: string | null;
}) {
  if (merged.deliveryMethod === 'email' && !merged.email)
    throw new ValidationError(validationTexts.emailForDeliveryRequired, { field: 'email' });
  if (merged.moveIn && merged.moveOut && merged.moveOut < merged.moveIn)
    throw new ValidationError(validationTexts.moveOutBeforeMoveIn, { field: 'move_out' });
}

/**
 * The login the tenancy is to be linked to, when the request changes it (`null`: unlinked), or
 * `undefined` when it stays. Linking decides whose portal shows the tenancy's statements and
 * contact data and which login goes with the tenancy when it is deleted, so it is the
 * administrator's act alone: a landlord or employee may send only the stored value, which the
 * forms and the spec's client send back unchanged.
 */
export function linkedLogin(
  actor: Actor,
  sent: number | null | undefined,
  stored: number | null,
): number | null | undefined {
  if (sent === undefined || sent === stored) return undefined;
  if (actor.role !== 'admin') throw new ForbiddenError(tenantTexts.loginAdminOnly);
  return sent;
}

/**
 * A login may be linked to a tenancy of a property only if it is a tenant login that is not
 * linked to a tenancy of another landlord. Unknown logins get the same answer as unsuitable ones,
 * so the answer tells nothing about which login ids exist. Run in the transaction that saves the
 * link: the login's row stays locked until then.
 */
export async function checkLoginLink(tx: Db, userId: number, propertyId: number) {
  const login = await lockLogin(tx, userId);
  if (!login || login.role !== 'tenant' || (await loginOfOtherLandlord(tx, userId, propertyId)))
    throw new ConflictError(tenantTexts.loginNotLinkable);
}
