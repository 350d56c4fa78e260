import { describe, expect, it } from 'vitest';
import { pageCount, pageParams, pageRange } from './paging.ts';

describe('paging', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('names the rows shown, or none beyond the end', () => {
    expect(pageRange(1, 0, 20)).toBeNull();
    expect(pageRange(1, 5, 20)).toEqual({ from: 1, to: 5 });
    expect(pageRange(2, 45, 20)).toEqual({ from: 21, to: 40 });
    expect(pageRange(3, 45, 20)).toEqual({ from: 41, to: 45 });
    expect(pageRange(4, 45, 20)).toBeNull();
  });

  it('turns a page into limit and offset', () => {
    expect(pageParams(1, 20)).toEqual({ limit: 20, offset: 0 });
    expect(pageParams(3, 20)).toEqual({ limit: 20, offset: 40 });
    expect(pageParams(0, 20)).toEqual({ limit: 20, offset: 0 });
  });
});
