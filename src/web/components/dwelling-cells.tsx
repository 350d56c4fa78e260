import { useEffect, useState } from 'react';
import { Checkbox, Loader, TextInput } from '@mantine/core';
import { fieldEditTexts } from '../../domain/texts/index.ts';
import { errorMessage } from '../api/api-error.ts';

interface CellInputProps {
  /** The accessible name: column and dwelling. */
  label: string;
  /** The saved value as shown; '' for none. */
  value: string;
  inputMode?: 'decimal' | 'numeric' | 'text';
  /** Saves the trimmed text; a refusal's German message is shown at the cell. */
  onSave: (text: string) => Promise<void>;
  onPaste?: (event: React.ClipboardEvent<HTMLInputElement>) => void;
  autoFocus?: boolean;
}

/**
 * One cell of the dwellings table, edited in place: it saves when the focus leaves it or on
 * Enter, and keeps a refused text with the server's sentence beside it for correction; Escape
 * puts the saved value back. Unchanged text sends nothing.
 */
export function CellInput({ label, value, inputMode = 'text', onSave, onPaste, autoFocus }: CellInputProps) {
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => setText(value), [value]);

  const save = async () => {
    const next = text.trim();
    if (saving || (next === value && error === null)) return;
    setSaving(true);
    try {
      await onSave(next);
      setError(null);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <TextInput
      aria-label={label}
      size="sm"
      inputMode={inputMode}
      value={text}
      error={error}
      errorProps={{ role: 'alert' }}
      autoFocus={autoFocus}
      onChange={(event) => {
        setText(event.currentTarget.value);
        setError(null);
      }}
      onBlur={() => void save()}
      onPaste={onPaste}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void save();
        } else if (event.key === 'Escape') {
          setText(value);
          setError(null);
        }
      }}
      rightSection={saving ? <Loader size="xs" aria-label={fieldEditTexts.saving} /> : null}
    />
  );
}

interface CellCheckboxProps {
  label: string;
  checked: boolean;
  onSave: (checked: boolean) => Promise<void>;
}

/** A yes/no cell saved as soon as it is ticked, its refusal shown beside it. */
export function CellCheckbox({ label, checked, onSave }: CellCheckboxProps) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  return (
    <Checkbox
      aria-label={label}
      checked={checked}
      disabled={saving}
      error={error}
      onChange={(event) => {
        const next = event.currentTarget.checked;
        setSaving(true);
        onSave(next)
          .then(() => setError(null))
          .catch((failure: unknown) => setError(errorMessage(failure)))
          .finally(() => setSaving(false));
      }}
    />
  );
}
