import { describe, expect, it } from 'vitest';
import { newestFirst } from './postbox-order.ts';

describe('tenant Postbox order', () => {
  it('puts the newest document first, whatever order it came in', () => {
    const item = (id: string, created_at: string) => ({
      id,
      kind: 'letter' as const,
      title: id,
      created_at,
      opened_at: null,
    });
    const sorted = newestFirst([
      item('statement-1', '2026-03-01T10:00:00Z'),
      item('letter-2', '2026-11-28T09:00:00Z'),
      item('letter-1', '2026-06-15T08:00:00Z'),
    ]);
    expect(sorted.map((i) => i.id)).toEqual(['letter-2', 'letter-1', 'statement-1']);
  });
});
