/**
 * Logins nobody may delete: the operator's first admin (losing it can lock everyone out of the
 * admin area) and the demo tenant that the public demo page hands out.
 */
export const PROTECTED_USERNAMES = ['admin', 'demo.mieter'] as const;

export function isProtectedLogin(login: { username: string; isProtected: boolean }): boolean {
  return (
    login.isProtected || (PROTECTED_USERNAMES as readonly string[]).includes(login.username.toLowerCase())
  );
}
