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

/**
 * A field that saves itself when the focus leaves it: the typed text, a check before saving, the
 * server's message on refusal (the text stays for correction), the green check after, and Escape
 * putting the stored text back. `next` reads the text into what is saved; an unchanged value sends
 * nothing.
 */
export function useBlurSave<T>(options: {
  stored: string;
  next: (text: string) => T;
  unchanged: (value: T) => boolean;
  check?: (value: T) => string | null;
  onSave: (value: T) => Promise<void>;
}) {
  const { stored, next, unchanged, check, onSave } = options;
  const [text, setText] = useState(stored);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, showSaved] = useSavedCheck();

  useEffect(() => setText(stored), [stored]);

  const save = async () => {
    const value = next(text);
    if (saving || unchanged(value)) return;
    const problem = check?.(value) ?? null;
    if (problem) return setError(problem);
    setSaving(true);
    try {
      await onSave(value);
      setError(null);
      showSaved();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };
  const edit = (value: string) => {
    setText(value);
    setError(null);
  };
  const reset = () => edit(stored);
  return { text, error, save, edit, reset, indicator: <SavedIndicator saving={saving} saved={saved} /> };
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
  const field = useBlurSave({
    stored: value,
    next: (text) => text.trim(),
    unchanged: (next) => next === value.trim(),
    check,
    onSave,
  });

  return (
    <TextInput
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={field.text}
      error={field.error}
      errorProps={{ role: 'alert' }}
      onChange={(event) => field.edit(event.currentTarget.value)}
      onBlur={() => void field.save()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void field.save();
        } else if (event.key === 'Escape') field.reset();
      }}
      rightSection={field.indicator}
    />
  );
}
