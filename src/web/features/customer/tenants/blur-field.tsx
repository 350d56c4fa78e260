import { useEffect, useState, type ReactNode } from 'react';
import { Loader, Text, TextInput } from '@mantine/core';
import { fieldEditTexts } from '../../../../domain/texts/index.ts';
import { FIELD_SAVED_MS } from '../../../components/field-edit.tsx';
import { CheckIcon } from '../../../components/icons.tsx';

/** The green check of a field saved a moment ago, gone after 1.5 s; null shows nothing. */
export function useSavedCheck(): [boolean, () => void] {
  const [count, setCount] = useState(0);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (count === 0) return;
    setShown(true);
    const timer = window.setTimeout(() => setShown(false), FIELD_SAVED_MS);
    return () => window.clearTimeout(timer);
  }, [count]);
  return [shown, () => setCount((n) => n + 1)];
}

export function SavedIndicator({ saving, saved }: { saving: boolean; saved: boolean }): ReactNode {
  if (saving) return <Loader size="xs" aria-label={fieldEditTexts.saving} />;
  if (saved)
    return (
      <Text c="green" component="span" role="status" aria-label={fieldEditTexts.saved} lh={0}>
        <CheckIcon size={18} />
      </Text>
    );
  return null;
}

interface BlurFieldProps {
  label: string;
  /** The saved value; '' for none. */
  value: string;
  /** A message when the typed text may not be saved; the field then keeps it for correction. */
  check?: (value: string) => string | null;
  /** Saves the trimmed text; rejects with the message to show. */
  onSave: (value: string) => Promise<void>;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
}

/**
 * A field of the edit panel that saves itself when the focus leaves it (or on Enter) and then
 * shows a green check. Unchanged text sends nothing; Escape puts the saved value back.
 */
export function BlurField({ label, value, check, onSave, type = 'text', autoComplete }: BlurFieldProps) {
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, showSaved] = useSavedCheck();

  useEffect(() => setText(value), [value]);

  const save = async () => {
    const next = text.trim();
    if (saving || next === value.trim()) return;
    const problem = check?.(next) ?? null;
    if (problem) return setError(problem);
    setSaving(true);
    try {
      await onSave(next);
      setError(null);
      showSaved();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <TextInput
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={text}
      error={error}
      errorProps={{ role: 'alert' }}
      onChange={(event) => {
        setText(event.currentTarget.value);
        setError(null);
      }}
      onBlur={() => void save()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void save();
        } else if (event.key === 'Escape') {
          setText(value);
          setError(null);
        }
      }}
      rightSection={<SavedIndicator saving={saving} saved={saved} />}
    />
  );
}
