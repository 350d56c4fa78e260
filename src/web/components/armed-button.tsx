import { useEffect, useRef, useState } from 'react';
import { Button, Group, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { armedTexts } from '../../domain/texts/index.ts';
import { ARM_RESET_MS, nextArmedStep } from './armed-step.ts';

export interface ArmedButtonProps {
  /** The labels in order: the idle label first, then one per further click; the last click confirms. */
  steps: readonly [string, ...string[]];
  onConfirm: () => void;
  disabled?: boolean;
  loading?: boolean;
  /** Names the button for screen readers when its label alone is ambiguous (one per table row). */
  'aria-label'?: string;
  size?: ButtonProps['size'];
  /** How long an armed button waits before it falls back to its first label. */
  resetMs?: number;
}

/**
 * A destructive action that needs several clicks in a row. While armed it turns red and offers
 * Abbrechen; it falls back after a few seconds, on a click anywhere else or on Escape, so a stray
 * click later can never finish a half-forgotten confirmation.
 */
export function ArmedButton({
  steps,
  onConfirm,
  disabled = false,
  loading = false,
  'aria-label': ariaLabel,
  size = 'xs',
  resetMs = ARM_RESET_MS,
}: ArmedButtonProps) {
  const [step, setStep] = useState(0);
  const wrapper = useRef<HTMLDivElement>(null);
  const armed = step > 0;

  useEffect(() => {
    if (!armed) return;
    const timer = window.setTimeout(() => setStep(0), resetMs);
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setStep(0);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setStep(0);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [armed, step, resetMs]);

  useEffect(() => {
    if (disabled) setStep(0);
  }, [disabled]);

  const click = () => {
    const next = nextArmedStep(step, steps.length);
    setStep(next.step);
    if (next.confirm) onConfirm();
  };

  const label = steps[Math.min(step, steps.length - 1)];
  return (
    <Group gap={4} wrap="nowrap" ref={wrapper}>
      <Button
        size={size}
        color="red"
        variant={armed ? 'filled' : 'light'}
        onClick={click}
        disabled={disabled}
        loading={loading}
        aria-label={armed || !ariaLabel ? undefined : ariaLabel}
      >
        {label}
      </Button>
      {armed && (
        <>
          <Button size={size} variant="default" onClick={() => setStep(0)}>
            {armedTexts.cancel}
          </Button>
          <VisuallyHidden role="status">{armedTexts.armedHint}</VisuallyHidden>
        </>
      )}
    </Group>
  );
}
