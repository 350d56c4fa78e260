import { describe, expect, it } from 'vitest';
import { jobIdFor } from './queue.ts';

describe('jobIdFor', () => {
  it('gives one UUID per queue and key, always the same', () => {
    const id = jobIdFor('statement-delivery', 'delivery:1');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(jobIdFor('statement-delivery', 'delivery:1')).toBe(id);
    expect(jobIdFor('statement-delivery', 'delivery:2')).not.toBe(id);
    expect(jobIdFor('other-queue', 'delivery:1')).not.toBe(id);
  });
});
