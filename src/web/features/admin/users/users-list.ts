import type { CustomerRecord, TenantRecord, UserRecord } from '../../../../domain/schemas/records.ts';

export const USERS_PAGE_SIZE = 20;

export type UserSortField = 'id' | 'username' | 'email' | 'role';

/** A click on a column header: a new column sorts ascending, the same column flips direction. */
export function toggleSort(current: string, field: UserSortField): string {
  return current === field ? `-${field}` : field;
}

export function sortDirection(current: string, field: UserSortField): 'ascending' | 'descending' | 'none' {
  if (current === field) return 'ascending';
  if (current === `-${field}`) return 'descending';
  return 'none';
}

export function pageCount(total: number, pageSize: number = USERS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * What stands behind a login. A customer or tenant login shows (and gives access on) its customer
 * or tenancy; a customer login without one cannot, which the screen says. Other logins are edited
 * as they are.
 */
export type UserTarget =
  | { type: 'customer'; customer: CustomerRecord }
  | { type: 'tenant'; tenant: TenantRecord }
  | { type: 'noCustomer' }
  | { type: 'login' };

export function userTarget(
  user: Pick<UserRecord, 'id' | 'role'>,
  customers: readonly CustomerRecord[],
  tenants: readonly TenantRecord[],
): UserTarget {
  if (user.role === 'customer') {
    const customer = customers.find((c) => c.user_id === user.id);
    return customer ? { type: 'customer', customer } : { type: 'noCustomer' };
  }
  if (user.role === 'tenant') {
    // A person may rent twice; the current tenancy (no move-out) is the one to show.
    const tenancies = tenants.filter((t) => t.user_id === user.id);
    const tenant = tenancies.find((t) => t.move_out === null) ?? tenancies[0];
    if (tenant) return { type: 'tenant', tenant };
  }
  return { type: 'login' };
}
