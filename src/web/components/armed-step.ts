/** How long an armed confirmation waits for the next click before it falls back to its first step. */
export const ARM_RESET_MS = 3000;

/**
 * One click on a button with `stepCount` labels: the steps before the last only arm it further;
 * the click on the last step confirms and starts over.
 */
export function nextArmedStep(step: number, stepCount: number): { step: number; confirm: boolean } {
  if (stepCount <= 1 || step >= stepCount - 1) return { step: 0, confirm: true };
  return { step: step + 1, confirm: false };
}
