import { DEFAULT_UNIT_BY_TYPE, TYPES_BY_ASSIGNMENT, type MeterType } from '../../domain/catalog.ts';
import type { MeterUpdateBody } from '../../domain/schemas/meters.ts';
import { meterTexts } from '../../domain/texts/index.ts';
import { missingFieldsMessage } from '../../domain/texts/validation.ts';
import type { AppContext } from '../context/app-context.ts';
import type { meters } from '../db/schema.ts';
import { ValidationError } from '../../domain/errors.ts';
import { meterKeys, normaliseAesKey } from '../gateways/meter-keys.ts';
import { gatewayTexts } from '../../domain/texts/gateways.ts';
import { findTenantRow } from '../tenants/repository.ts';
import { canMeasureHotWater } from '../../domain/meters/hot-water-meter.ts';
import { readingsTableTexts } from '../../domain/texts/readings-table.ts';
import { findDwellingRow } from './repository.ts';

export type MeterFields = Omit<MeterUpdateBody, '_actor' | '_actor_role'>;

/**
 * The meter's AES key as stored: sealed with the server's key (undefined: unchanged, null:
 * removed). Without `METER_KEY_SECRET` no key is taken, rather than one stored in the clear.
 */
export function sealedAesKey(ctx: AppContext, input: string | null | undefined): string | null | undefined {
  if (input === undefined || input === null) return input;
  const hex = normaliseAesKey(input);
  if (!hex) throw new ValidationError(gatewayTexts.aesKeyInvalid, { field: 'aes_key' });
  if (!ctx.config.meterKeySecret)
    throw new ValidationError(gatewayTexts.aesKeyNoSecret, { field: 'aes_key' });
  return meterKeys(ctx.config.meterKeySecret).seal(hex);
}

/** What the audit log keeps of the fields: never the key, only that one was given. */
export function auditedFields(fields: MeterFields) {
  const { aes_key: key, ...rest } = fields;
  return key === undefined ? rest : { ...rest, aes_key_set: key !== null };
}
type MeterRow = typeof meters.$inferInsert;

/** The meter as it will be stored: the stored one (if any) with the fields given. */
export function mergeMeter(current: Partial<MeterRow>, input: MeterFields): Partial<MeterRow> {
  const merged = { ...current };
  if (input.meter_type !== undefined) merged.meterType = input.meter_type ?? undefined;
  if (input.meter_number !== undefined) merged.meterNumber = input.meter_number ?? undefined;
  if (input.unit !== undefined) merged.unit = input.unit ?? undefined;
  if (input.tenant_id !== undefined) merged.tenantId = input.tenant_id;
  if (input.dwelling_id !== undefined) merged.dwellingId = input.dwelling_id;
  // A tenant given without a dwelling means that tenant's dwelling (`checkMeter` finds it).
  else if (input.tenant_id) merged.dwellingId = undefined;
  if (input.assignment_label !== undefined) merged.assignmentLabel = input.assignment_label;
  if (input.source_type !== undefined) merged.sourceType = input.source_type ?? undefined;
  if (input.gateway_id !== undefined) merged.gatewayId = input.gateway_id;
  if (input.gateway_channel !== undefined) merged.gatewayChannel = input.gateway_channel;
  if (input.auto_sync !== undefined) merged.autoSync = input.auto_sync ?? undefined;
  if (input.installed_on !== undefined) merged.installedOn = input.installed_on;
  if (input.remote_readable !== undefined) merged.remoteReadable = input.remote_readable;
  if (input.hot_water !== undefined) merged.hotWater = input.hot_water;
  // A meter changed to another type leaves the hot-water mark behind unless it is given again.
  else if (input.meter_type && !canMeasureHotWater(input.meter_type)) merged.hotWater = false;
  // The key is sealed by `sealedAesKey`; a plain value never reaches the row.
  return merged;
}

/**
 * The rules of a meter: what is missing is named in one message, in the form's order (gateway
 * id and channel only for gateway meters, the default source); the assignment allows the type;
 * an assigned tenant lives in the same property. Fills in the unit by type when none is given.
 */
export async function checkMeter(
  ctx: AppContext,
  meter: Partial<MeterRow>,
  propertyId: number,
): Promise<MeterRow> {
  const source = meter.sourceType ?? 'gateway';
  const names = meterTexts.fieldNames;
  const missing = [
    !meter.meterType && names.meterType,
    !meter.tenantId && !meter.assignmentLabel && !meter.dwellingId && names.assignment,
    !meter.meterNumber && names.meterNumber,
    source === 'gateway' && !meter.gatewayId && names.gatewayId,
    source === 'gateway' && !meter.gatewayChannel && names.gatewayChannel,
  ].filter((item) => item !== false);
  if (missing.length > 0) throw new ValidationError(missingFieldsMessage(missing));
  if (meter.tenantId && meter.assignmentLabel)
    throw new ValidationError(meterTexts.tenantAndLabel, { field: 'tenant_id' });

  const type = meter.meterType as MeterType;
  const allowed = meter.assignmentLabel
    ? TYPES_BY_ASSIGNMENT[meter.assignmentLabel as keyof typeof TYPES_BY_ASSIGNMENT]
    : undefined;
  if (allowed && !allowed.includes(type))
    throw new ValidationError(meterTexts.typeNotAllowed(meter.assignmentLabel!, allowed), {
      field: 'meter_type',
    });
  if (meter.hotWater && !canMeasureHotWater(type))
    throw new ValidationError(meterTexts.hotWaterOnlyWater, { field: 'hot_water' });
  const dwellingId = await dwellingOf(ctx, meter, propertyId);
  return {
    ...meter,
    dwellingId,
    propertyId,
    meterType: type,
    meterNumber: meter.meterNumber!,
    unit: meter.unit ?? DEFAULT_UNIT_BY_TYPE[type],
    sourceType: source,
    autoSync: meter.autoSync ?? true,
    hotWater: meter.hotWater ?? false,
  };
}

/**
 * The dwelling a meter measures: the one given, else its tenant's (a meter written the spec's way,
 * with a tenant, stays with the flat when the tenant moves out); null for a meter of the building.
 * Tenant and dwelling must belong to the property, and a tenant given with a dwelling live there.
 */
async function dwellingOf(ctx: AppContext, meter: Partial<MeterRow>, propertyId: number) {
  let dwellingId = meter.dwellingId ?? null;
  if (meter.tenantId) {
    const tenant = await findTenantRow(ctx.db, { kind: 'all' }, meter.tenantId);
    if (!tenant || tenant.propertyId !== propertyId)
      throw new ValidationError(meterTexts.tenantOfOtherProperty, { field: 'tenant_id' });
    if (dwellingId === null) dwellingId = tenant.dwellingId;
    else if (tenant.dwellingId !== null && tenant.dwellingId !== dwellingId)
      throw new ValidationError(readingsTableTexts.dwellingAndTenant, { field: 'dwelling_id' });
  }
  if (dwellingId !== null) {
    const dwelling = await findDwellingRow(ctx.db, dwellingId);
    if (!dwelling || dwelling.propertyId !== propertyId)
      throw new ValidationError(readingsTableTexts.dwellingUnknown, { field: 'dwelling_id' });
  }
  return dwellingId;
}
