import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Group, Text, TextInput } from '@mantine/core';
import { costDataTexts } from '../../../../domain/texts/index.ts';
import { CheckIcon } from '../../../components/icons.tsx';
import type { Parsed } from './inputs.ts';

/** How long the green confirmation stays after an inline edit. */
export const SAVED_CHECK_MS = 1500;

/** A brief "Übernommen" with a check after a committed edit. */
export function useSavedCheck(): [boolean, () => void] {
  const [shown, setShown] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [
    shown,
    () => {
      window.clearTimeout(timer.current);
      setShown(true);
      timer.current = window.setTimeout(() => setShown(false), SAVED_CHECK_MS);
    },
  ];
}

export function SavedCheck({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <Group gap={4} c="teal" role="status" aria-live="polite">
      <CheckIcon size={14} />
      <Text size="xs" c="teal">
        {costDataTexts.savedCheck}
      </Text>
    </Group>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  /** The stored value as the field shows it. */
  shown: string;
  /** Checks the typed text; the error is shown and nothing is taken over. */
  parse: (text: string) => Parsed | { text: string } | { error: string };
  onCommit: (value: number | null | string) => void;
  disabled?: boolean;
  /** Rewrites the text while typing (the date mask). */
  mask?: (text: string) => string;
  hint?: ReactNode;
  placeholder?: string;
  /** A problem of the stored value (Datum ungültig), shown until it is fixed. */
  storedError?: string | null;
  inputMode?: 'decimal' | 'numeric' | 'text';
}

/**
 * An inline field: typed freely, taken over on blur or Enter when valid (then the green check),
 * otherwise it shows the German message and keeps the stored value.
 */
export function InlineField({
  id,
  label,
  shown,
  parse,
  onCommit,
  disabled,
  mask,
  hint,
  placeholder,
  storedError,
  inputMode = 'decimal',
}: TextFieldProps) {
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  const [check, showCheck] = useSavedCheck();
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(shown);
  }, [shown]);

  const commit = () => {
    if (text === shown) {
      setError(null);
      return;
    }
    const parsed = parse(text);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    onCommit('text' in parsed ? parsed.text : parsed.value);
    showCheck();
  };

  return (
    <div>
      <TextInput
        id={id}
        label={label}
        value={text}
        placeholder={placeholder}
        inputMode={inputMode}
        disabled={disabled}
        error={error ?? storedError ?? undefined}
        description={hint}
        onFocus={() => {
          focused.current = true;
        }}
        onChange={(event) => {
          setText(mask ? mask(event.currentTarget.value) : event.currentTarget.value);
          setError(null);
        }}
        onBlur={() => {
          focused.current = false;
          commit();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <SavedCheck shown={check} />
    </div>
  );
}
