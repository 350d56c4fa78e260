import { useEffect, useState } from 'react';
import { Textarea } from '@mantine/core';
import { TENANT_IBANS_MAX, tenantIbanFieldTexts as texts } from '../../../../domain/texts/index.ts';
import { SavedIndicator, useSavedCheck } from './blur-field.tsx';
import { ibansFromText, ibansText, sameIbans, tooManyIbans } from './ibans.ts';

interface IbansFieldProps {
  /** The stored IBANs. */
  ibans: readonly string[];
  /** Saves the list; rejects with the message to show (the server's, naming the wrong IBAN). */
  onSave: (ibans: string[]) => Promise<void>;
}

/**
 * The tenant's IBANs, one a line, saved when the focus leaves the field like the panel's other
 * fields; unchanged accounts send nothing, Escape puts the stored ones back.
 */
export function IbansField({ ibans, onSave }: IbansFieldProps) {
  const stored = ibansText(ibans);
  const [text, setText] = useState(stored);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, showSaved] = useSavedCheck();

  useEffect(() => setText(stored), [stored]);

  const save = async () => {
    const next = ibansFromText(text);
    if (saving || sameIbans(next, ibans)) return;
    if (tooManyIbans(next)) return setError(texts.tooMany(TENANT_IBANS_MAX));
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
    <Textarea
      label={texts.label}
      description={texts.description}
      placeholder={texts.placeholder}
      autosize
      minRows={1}
      maxRows={TENANT_IBANS_MAX}
      value={text}
      error={error}
      errorProps={{ role: 'alert' }}
      spellCheck={false}
      onChange={(event) => {
        setText(event.currentTarget.value);
        setError(null);
      }}
      onBlur={() => void save()}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          setText(stored);
          setError(null);
        }
      }}
      rightSection={<SavedIndicator saving={saving} saved={saved} />}
    />
  );
}
