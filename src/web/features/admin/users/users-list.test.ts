import { describe, expect, it } from 'vitest';
import type { CustomerRecord, TenantRecord } from '../../../../domain/schemas/records.ts';
import { pageCount, sortDirection, toggleSort, userTarget } from './users-list.ts';

describe('sorting', () => {
  it('sorts a new column ascending and flips the same column', () => {
    expect(toggleSort('id', 'username')).toBe('username');
    expect(toggleSort('username', 'username')).toBe('-username');
    expect(toggleSort('-username', 'username')).toBe('username');
  });

  it('reports the direction of each column', () => {
    expect(sortDirection('-email', 'email')).toBe('descending');
    expect(sortDirection('email', 'email')).toBe('ascending');
    expect(sortDirection('email', 'id')).toBe('none');
  });
});

describe('pageCount', () => {
  it('has at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});

describe('userTarget', () => {
  const customer = { id: 4, user_id: 10 } as CustomerRecord;
  const oldTenancy = { id: 7, user_id: 11, move_out: '2020-01-31' } as TenantRecord;
  const tenancy = { id: 8, user_id: 11, move_out: null } as TenantRecord;

  it('finds the customer of a customer login', () => {
    expect(userTarget({ id: 10, role: 'customer' }, [customer], [])).toEqual({ type: 'customer', customer });
  });

  it('says when a customer login has no customer', () => {
    expect(userTarget({ id: 12, role: 'customer' }, [customer], [])).toEqual({ type: 'noCustomer' });
  });

  it('prefers the current tenancy of a tenant login', () => {
    expect(userTarget({ id: 11, role: 'tenant' }, [], [oldTenancy, tenancy])).toEqual({
      type: 'tenant',
      tenant: tenancy,
    });
  });

  it('edits admin logins and unlinked tenant logins as they are', () => {
    expect(userTarget({ id: 1, role: 'admin' }, [customer], [tenancy])).toEqual({ type: 'login' });
    expect(userTarget({ id: 13, role: 'tenant' }, [], [tenancy])).toEqual({ type: 'login' });
  });
});
