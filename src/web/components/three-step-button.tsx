import { useEffect, useRef, useState } from 'react';
import { Button, Group } from '@mantine/core';

/** How long an armed step waits for the next click before it falls back. */
export const ARM_RESET_MS = 3_000;

interface ThreeStepButtonProps {
  /** The three labels: the action, the question, the final confirmation (Löschen, Wirklich?, Bestätigen). */
  labels: readonly [string, string, string];
  /** Names the row in the accessible name, so that many buttons in a list stay distinguishable. */
  context?: string;
  onConfirm: () => void;
  disabled?: boolean;
  loading?: boolean;
}

/**
 * A destructive action that needs three deliberate clicks: arm, "Wirklich?", confirm. The armed
 * state falls back after three seconds or on a click anywhere else, so a stray click later never
 * completes an old intention.
 */
export function ThreeStepButton({ labels, context, onConfirm, disabled, loading }: ThreeStepButtonProps) {
  const [step, setStep] = useState(0);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (step === 0) return;
    const timer = window.setTimeout(() => setStep(0), ARM_RESET_MS);
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setStep(0);
    };
    document.addEventListener('pointerdown', outside);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('pointerdown', outside);
    };
  }, [step]);

  const click = () => {
    if (step < 2) return setStep(step + 1);
    setStep(0);
    onConfirm();
  };

  return (
    <Group ref={root} gap={4} wrap="nowrap">
      <Button
        size="xs"
        color="red"
        variant={step === 0 ? 'light' : 'filled'}
        disabled={disabled}
        loading={loading}
        aria-label={context ? `${labels[step]}: ${context}` : undefined}
        onClick={click}
      >
        {labels[step]}
      </Button>
    </Group>
  );
}
