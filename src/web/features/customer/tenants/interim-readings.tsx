import { Loader, Stack, Text, TextInput } from '@mantine/core';
import { toPlainDecimal } from '../../../../domain/decimal.ts';
import { customerTenantTexts as texts } from '../../../../domain/texts/index.ts';
import { parseReadingDe } from '../../../../domain/validation/validation.ts';
import { useMeters, type MeterRecord } from '../../../api/meters.ts';
import type { Tenant } from '../../../api/types.ts';

/** What the landlord typed per meter id, and the message of a field that is not a reading. */
export type InterimValues = Record<number, string>;

/**
 * The dwelling's manually read meters: those assigned to the tenancy's dwelling, or to the
 * tenant itself where the tenancy has none (as the server checks them).
 */
export function dwellingMeters(meters: readonly MeterRecord[], tenant: Tenant): MeterRecord[] {
  return meters.filter(
    (m) =>
      m.source_type === 'manual' &&
      (m.dwelling_id !== null
        ? tenant.dwelling_id !== null && m.dwelling_id === tenant.dwelling_id
        : m.tenant_id === tenant.id),
  );
}

/**
 * The interim readings to send: each filled field as a machine decimal, or the first field's
 * German message when one is not a reading. Empty fields are left out (the readings are optional).
 */
export function interimReadingsOf(
  values: InterimValues,
): { ok: true; readings: { meter_id: number; value: string }[] } | { ok: false; errors: InterimValues } {
  const readings: { meter_id: number; value: string }[] = [];
  const errors: InterimValues = {};
  for (const [id, raw] of Object.entries(values)) {
    if (raw.trim() === '') continue;
    const parsed = parseReadingDe(raw, 'add');
    if (!parsed.ok) errors[Number(id)] = parsed.message;
    else readings.push({ meter_id: Number(id), value: toPlainDecimal(parsed.milli, 3) });
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, readings };
}

interface InterimReadingFieldsProps {
  tenant: Tenant;
  propertyId: number;
  values: InterimValues;
  errors: InterimValues;
  readOnly: boolean;
  onChange: (meterId: number, value: string) => void;
}

/**
 * One optional field per meter of the dwelling for its state on the move-out date (§9b Abs. 1
 * HeizkostenV), so the consumption is split between the tenants by reading, not by degree days.
 */
export function InterimReadingFields({
  tenant,
  propertyId,
  values,
  errors,
  readOnly,
  onChange,
}: InterimReadingFieldsProps) {
  const meters = useMeters(propertyId);
  if (meters.isPending) return <Loader size="xs" aria-label={texts.interimHeading} />;
  // Without the meters the move-out can still be reported; the readings are optional.
  if (meters.isError) return null;
  const own = dwellingMeters(meters.data, tenant);
  return (
    <Stack gap={4} role="group" aria-label={texts.interimHeading} data-testid="interim-readings">
      <Text fw={600} size="sm">
        {texts.interimHeading}
      </Text>
      <Text size="xs" c="dimmed">
        {own.length === 0 ? texts.interimNone : texts.interimHint}
      </Text>
      {own.map((m) => (
        <TextInput
          key={m.id}
          size="sm"
          label={texts.interimLabel(m.meter_number, m.meter_type, m.unit)}
          inputMode="decimal"
          autoComplete="off"
          maxLength={30}
          value={values[m.id] ?? ''}
          readOnly={readOnly}
          error={errors[m.id]}
          errorProps={{ role: 'alert' }}
          onChange={(e) => onChange(m.id, e.currentTarget.value)}
        />
      ))}
    </Stack>
  );
}
