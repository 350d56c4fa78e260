/**
 * Logins nobody may delete, and whose address and password their own profile cannot change: the
 * operator's first admin (losing it can lock everyone out of the admin area) and the demo logins
 * whose password is public (the demo page hands out the tenant, the demo data names the landlord),
 * so anyone signed in with them could otherwise take the demo away from everyone else.
 */
export const PROTECTED_USERNAMES = ['admin', 'demo.mieter', 'demo.vermieter'] as const;

export function isProtectedLogin(login: { username: string; isProtected: boolean }): boolean {
  return (
    login.isProtected || (PROTECTED_USERNAMES as readonly string[]).includes(login.username.toLowerCase())
  );
}
