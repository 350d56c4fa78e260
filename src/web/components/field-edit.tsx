import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Button, Group, Loader, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { ACCOUNT_LIMITS, authTexts, fieldEditTexts } from '../../domain/texts/index.ts';
import { CheckIcon } from './icons.tsx';

/** How long the green check stays after a successful save. */
export const FIELD_SAVED_MS = 1500;

export interface FieldEditProps {
  label: string;
  /** The saved value; an empty string for none. */
  value: string;
  /**
   * Saves the new value; resolves once the saved value has been handed back through `value`.
   * With `password`, the second argument is what was typed into the password field.
   */
  onSave: (value: string, password?: string) => Promise<void>;
  /** The message for a failed save; the spec's generic text unless the caller knows better (e.g. 409). */
  errorMessage?: (error: unknown) => string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  /** Turns the typed text into the text to save, e.g. trims it. */
  normalize?: (value: string) => string;
  /** A choice from a list instead of free text (meter type, unit, assignment). */
  options?: ReadonlyArray<{ value: string; label: string }>;
  /**
   * A changed value needs the current password (the own e-mail address): a password field appears
   * beside the buttons while the value differs, and belongs to the field, so moving into it is not
   * leaving the field.
   */
  password?: { label: string; hint: string };
}

/**
 * One field saved on its own: typing shows 'Änderung Bestätigen' and 'Abbrechen'; leaving the
 * field (focus moving anywhere outside it and its two buttons) without confirming puts the saved
 * value back, so nothing is half-saved; a failed save does the same and says why. Enter confirms,
 * Escape cancels.
 */
export function FieldEdit({
  label,
  value,
  onSave,
  errorMessage = () => fieldEditTexts.saveFailed,
  type = 'text',
  autoComplete,
  normalize = (v) => v.trim(),
  options,
  password,
}: FieldEditProps) {
  /** The text being typed; null while the field shows the saved value. */
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [savedCount, setSavedCount] = useState(0);
  const [showSaved, setShowSaved] = useState(false);
  const [typedPassword, setTypedPassword] = useState('');
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();

  useEffect(() => {
    if (savedCount === 0) return;
    setShowSaved(true);
    const timer = window.setTimeout(() => setShowSaved(false), FIELD_SAVED_MS);
    return () => window.clearTimeout(timer);
  }, [savedCount]);

  const shown = draft ?? value;
  const changed = draft !== null && normalize(draft) !== normalize(value);

  const cancel = () => {
    setDraft(null);
    setTypedPassword('');
  };

  const confirm = async () => {
    if (draft === null || saving) return;
    if (!changed) {
      setDraft(null);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSave(normalize(draft), password ? typedPassword : undefined);
      setDraft(null);
      setSavedCount((n) => n + 1);
    } catch (failure) {
      setDraft(null);
      setError(errorMessage(failure));
    } finally {
      setTypedPassword('');
      setSaving(false);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Moving between the input and its own buttons is not leaving the field.
    if (saving || containerRef.current?.contains(event.relatedTarget as Node | null)) return;
    cancel();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void confirm();
    } else if (event.key === 'Escape' && draft !== null) {
      event.preventDefault();
      cancel();
    }
  };

  // Keeping the focus in the input while a button is pressed stops the blur from reverting first.
  const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();

  const indicator = saving ? (
    <Loader size="xs" aria-label={fieldEditTexts.saving} />
  ) : showSaved ? (
    <Text c="green" component="span" role="status" aria-label={fieldEditTexts.saved} lh={0}>
      <CheckIcon size={18} />
    </Text>
  ) : null;
  const shared = {
    error,
    'aria-describedby': error ? errorId : undefined,
    errorProps: { id: errorId, role: 'alert' },
  };

  return (
    <Stack gap={6} ref={containerRef} onBlur={onBlur}>
      {options ? (
        <Select
          ref={inputRef}
          label={label}
          data={options as Array<{ value: string; label: string }>}
          value={shown || null}
          readOnly={saving}
          allowDeselect={false}
          onChange={(next) => {
            setDraft(next ?? '');
            setError(null);
          }}
          onKeyDown={onKeyDown}
          {...shared}
          rightSection={indicator ?? undefined}
        />
      ) : (
        <TextInput
          ref={inputRef}
          label={label}
          type={type}
          autoComplete={autoComplete}
          value={shown}
          readOnly={saving}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          {...shared}
          rightSection={indicator}
        />
      )}
      {changed && password && (
        <PasswordInput
          label={password.label}
          description={password.hint}
          autoComplete="current-password"
          maxLength={ACCOUNT_LIMITS.passwordMax}
          value={typedPassword}
          readOnly={saving}
          onChange={(event) => setTypedPassword(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          visibilityToggleButtonProps={{ 'aria-label': authTexts.showPassword }}
        />
      )}
      {changed && (
        <Group gap="xs">
          <Button size="xs" onMouseDown={keepFocus} onClick={() => void confirm()} loading={saving}>
            {fieldEditTexts.confirm}
          </Button>
          <Button
            size="xs"
            variant="default"
            onMouseDown={keepFocus}
            onClick={() => {
              cancel();
              inputRef.current?.focus();
            }}
            disabled={saving}
          >
            {fieldEditTexts.cancel}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
