import { describe, expect, it } from 'vitest';
import { deliveryFor, movedOrder, visibleTenants } from './tenant-rows.ts';

const rows = [
  { id: 1, is_vacancy: false },
  { id: 2, is_vacancy: true },
  { id: 3, is_vacancy: false },
  { id: 4, is_vacancy: false },
];

describe('tenant rows', () => {
  it('hides vacancies unless shown', () => {
    expect(visibleTenants(rows, false).map((r) => r.id)).toEqual([1, 3, 4]);
    expect(visibleTenants(rows, true)).toHaveLength(4);
  });

  it('moves a visible row and keeps hidden ones after the visible', () => {
    const visible = visibleTenants(rows, false);
    expect(movedOrder(rows, visible, 1, -1)).toEqual([3, 1, 4, 2]);
    expect(movedOrder(rows, visible, 0, -1)).toBeNull();
    expect(movedOrder(rows, visible, 2, 1)).toBeNull();
    expect(movedOrder(rows, rows, 0, 1)).toEqual([2, 1, 3, 4]);
  });

  it('falls back to post without a valid e-mail address', () => {
    expect(deliveryFor('email', 'a@b.de')).toEqual({ method: 'email', message: null });
    expect(deliveryFor('email', null)).toEqual({
      method: 'post',
      message: 'Zustellmethode E-Mail nur möglich wenn E-Mail hinterlegt ist.',
    });
    expect(deliveryFor('post', null)).toEqual({ method: 'post', message: null });
  });
});
