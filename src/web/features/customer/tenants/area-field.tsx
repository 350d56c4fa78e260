import { useEffect, useRef, useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { formatDecimalDe, toPlainDecimal } from '../../../../domain/decimal.ts';
import {
  customerTenantMessages as messages,
  customerTenantTexts as texts,
} from '../../../../domain/texts/index.ts';
import { parseAreaDe } from '../../../../domain/validation/validation.ts';
import { saveTenantArea } from '../../../api/customer-tenants.ts';
import type { Tenant } from '../../../api/types.ts';
import { SavedIndicator, useSavedCheck } from './blur-field.tsx';

/** An area typed but neither confirmed nor cancelled goes back to the saved value after 10 s. */
export const AREA_REVERT_MS = 10_000;

const shownArea = (tenant: Tenant) =>
  tenant.area_m2 == null ? '' : formatDecimalDe(Math.round(tenant.area_m2 * 100), 2, 0);

interface AreaFieldProps {
  tenant: Tenant;
  onSaved: (tenant: Tenant, message: string) => void;
}

/**
 * The living area changes the tenant's share of every area-based cost, so a change needs
 * 'Fläche ändern bestätigen'; left alone it reverts after 10 s and says so.
 */
export function AreaField({ tenant, onSaved }: AreaFieldProps) {
  const saved = shownArea(tenant);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [check, showCheck] = useSavedCheck();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (value: string) => {
    setDraft(value);
    setError(null);
    setNote(null);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setDraft(null);
      setError(null);
      setNote(texts.areaReverted);
    }, AREA_REVERT_MS);
  };

  const cancel = () => {
    window.clearTimeout(timer.current);
    setDraft(null);
    setError(null);
  };

  const confirm = async () => {
    if (draft === null) return;
    const parsed = parseAreaDe(draft);
    if (!parsed.ok) return setError(parsed.message);
    window.clearTimeout(timer.current);
    setSaving(true);
    try {
      const updated = await saveTenantArea(tenant.id, toPlainDecimal(parsed.hundredths, 2));
      setDraft(null);
      showCheck();
      onSaved(updated, texts.areaSaved);
    } catch {
      setError(messages.areaSaveFailed);
    } finally {
      setSaving(false);
    }
  };

  const changed = draft !== null && draft.trim() !== saved;
  return (
    <Stack gap={6}>
      <TextInput
        label={texts.area}
        inputMode="decimal"
        value={draft ?? saved}
        error={error}
        errorProps={{ role: 'alert' }}
        onChange={(e) => change(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void confirm();
          } else if (e.key === 'Escape') cancel();
        }}
        rightSection={<SavedIndicator saving={saving} saved={check} />}
      />
      {changed && (
        <Group gap="xs">
          <Button size="xs" onClick={() => void confirm()} loading={saving}>
            {texts.areaConfirm}
          </Button>
          <Button size="xs" variant="default" onClick={cancel} disabled={saving}>
            {texts.cancel}
          </Button>
        </Group>
      )}
      {note && (
        <Text size="sm" c="dimmed" role="status">
          {note}
        </Text>
      )}
    </Stack>
  );
}
