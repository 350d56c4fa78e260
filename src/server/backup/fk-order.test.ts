import { describe, expect, it } from 'vitest';
import { foreignKeyOrder } from './fk-order.ts';

describe('foreignKeyOrder', () => {
  it('puts referenced tables first and keeps the rest by name', () => {
    const order = foreignKeyOrder(
      ['tenants', 'users', 'properties', 'customers', 'app_meta'],
      [
        { table: 'tenants', references: 'properties' },
        { table: 'tenants', references: 'users' },
        { table: 'properties', references: 'customers' },
        { table: 'customers', references: 'users' },
      ],
    );
    expect(order).toEqual(['app_meta', 'users', 'customers', 'properties', 'tenants']);
  });

  it('ignores references to the own table', () => {
    expect(
      foreignKeyOrder(
        ['tenants', 'properties'],
        [
          { table: 'tenants', references: 'tenants' },
          { table: 'tenants', references: 'properties' },
        ],
      ),
    ).toEqual(['properties', 'tenants']);
  });

  it('breaks a cycle at the first table by name and still lists every table once', () => {
    const order = foreignKeyOrder(
      ['letters', 'meter_readings', 'meters', 'audit'],
      [
        { table: 'meter_readings', references: 'letters' },
        { table: 'letters', references: 'meter_readings' },
        { table: 'meter_readings', references: 'meters' },
      ],
    );
    expect(order).toEqual(['audit', 'meters', 'letters', 'meter_readings']);
  });
});
