import { describe, expect, it } from 'vitest';
import { nextArmedStep } from './armed-step.ts';

describe('nextArmedStep', () => {
  it('arms through every label before it confirms', () => {
    expect(nextArmedStep(0, 3)).toEqual({ step: 1, confirm: false });
    expect(nextArmedStep(1, 3)).toEqual({ step: 2, confirm: false });
    expect(nextArmedStep(2, 3)).toEqual({ step: 0, confirm: true });
  });

  it('confirms at once when there is a single label', () => {
    expect(nextArmedStep(0, 1)).toEqual({ step: 0, confirm: true });
  });

  it('treats a step past the end as the last one', () => {
    expect(nextArmedStep(5, 2)).toEqual({ step: 0, confirm: true });
  });
});
