export const ROLES = ['admin', 'employee', 'customer', 'tenant'] as const;
export type Role = (typeof ROLES)[number];

/** Spec: any unrecognised role value is treated as admin (client side); the server only stores known roles. */
export function normalizeRole(value: string | null | undefined): Role {
  return (ROLES as readonly string[]).includes(value ?? '') ? (value as Role) : 'admin';
}

export const DASHBOARD_BY_ROLE: Record<Role, string> = {
  admin: '/admin-dashboard',
  customer: '/customer-dashboard',
  employee: '/mitarbeiter-dashboard',
  tenant: '/tenant-dashboard',
};
