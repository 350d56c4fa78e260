import { useEffect, useState } from 'react';
import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { meterDetailTexts as texts } from '../../../../domain/texts/index.ts';

/** The check after a saved field stays one and a half seconds. */
export const SAVED_CHECK_MS = 1_500;

interface MeterFieldProps {
  label: string;
  value: string;
  /** A list of choices instead of free text. */
  options?: ReadonlyArray<{ value: string; label: string }>;
  readOnly?: boolean;
  onSave: (value: string) => Promise<void>;
}

/**
 * One field edited in place: a change offers 'Änderung Bestätigen' and 'Abbrechen'; leaving the
 * field without confirming puts the stored value back; a saved value shows a green check for
 * 1.5 s; a failed save puts the stored value back and says so.
 */
export function MeterField({ label, value, options, readOnly, onSave }: MeterFieldProps) {
  const [draft, setDraft] = useState(value);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(false), SAVED_CHECK_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);

  const changed = draft !== value;
  const confirm = async () => {
    setSaving(true);
    try {
      await onSave(draft);
      setSaved(true);
      setError(null);
    } catch (failure) {
      setDraft(value);
      setError(failure instanceof Error && failure.message ? failure.message : texts.fieldSaveFailed);
    } finally {
      setSaving(false);
    }
  };
  // Leaving the field reverts, unless focus moves to its own buttons.
  const onBlur = (event: React.FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as HTMLElement | null;
    if (next?.dataset.fieldAction === label) return;
    setDraft(value);
  };

  const input = options ? (
    <Select
      label={label}
      data={options as Array<{ value: string; label: string }>}
      value={draft || null}
      onChange={(v) => setDraft(v ?? '')}
      onBlur={onBlur}
      readOnly={readOnly}
      allowDeselect={false}
      w={260}
    />
  ) : (
    <TextInput
      label={label}
      value={draft}
      onChange={(e) => {
        setDraft(e.currentTarget.value);
        setError(null);
      }}
      onBlur={onBlur}
      readOnly={readOnly}
      w={260}
    />
  );

  return (
    <div>
      <Group align="flex-end" gap="xs">
        {input}
        {changed && !readOnly && (
          <>
            <Button data-field-action={label} size="xs" loading={saving} onClick={() => void confirm()}>
              {texts.confirmChange}
            </Button>
            <Button data-field-action={label} size="xs" variant="default" onClick={() => setDraft(value)}>
              {texts.cancel}
            </Button>
          </>
        )}
        {saved && (
          <Text c="green" fw={700} role="status" aria-label={texts.savedCheck}>
            ✓
          </Text>
        )}
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
