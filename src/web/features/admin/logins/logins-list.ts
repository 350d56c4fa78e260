import type { Role } from '../../../../domain/roles.ts';
import type { UserRecord } from '../../../../domain/schemas/records.ts';
import { validationTexts } from '../../../../domain/texts/index.ts';

/** Logins that reach the admin area; hidden unless the admin asks for them, so they are not changed by accident. */
const STAFF_ROLES: readonly Role[] = ['admin', 'employee'];

export function visibleLogins(rows: readonly UserRecord[], showStaff: boolean): UserRecord[] {
  return showStaff ? [...rows] : rows.filter((row) => !STAFF_ROLES.includes(row.role));
}

export interface LoginDraft {
  username: string;
  email: string;
  role: Role;
}

export function draftOf(user: Pick<UserRecord, 'username' | 'email' | 'role'>): LoginDraft {
  return { username: user.username, email: user.email ?? '', role: user.role };
}

/** Saving is offered only when username, e-mail or role differ from the stored login. */
export function isDirty(user: Pick<UserRecord, 'username' | 'email' | 'role'>, draft: LoginDraft): boolean {
  return (
    draft.username.trim() !== user.username ||
    (draft.email.trim() || null) !== (user.email ?? null) ||
    draft.role !== user.role
  );
}

export interface NewLoginInput {
  username: string;
  email: string;
  password: string;
  role: Role;
}

/**
 * The create call for the add-login form, or the message why not. An empty username takes the
 * e-mail and an empty password lets the server pick one (both decided on the server).
 */
export function newLoginRequest(input: NewLoginInput):
  | { ok: true; body: { username: string | null; email: string | null; password: string | null; role: Role } }
  | {
      ok: false;
      message: string;
    } {
  const username = input.username.trim() || null;
  const email = input.email.trim() || null;
  if (username === null && email === null)
    return { ok: false, message: validationTexts.usernameOrEmailRequired };
  return { ok: true, body: { username, email, password: input.password || null, role: input.role } };
}
