import { sql, type Placeholder, type SQLWrapper } from 'drizzle-orm';
import type { Actor } from '../context/actor.ts';

/**
 * Which rows of the property tree an actor may see, so that a landlord never reads another's data:
 * admins and employees all; a customer the properties of the customer records linked to its
 * login; a tenant only the tenancies linked to its login and their properties.
 */
export type Scope =
  { kind: 'all' } | { kind: 'customer'; userId: number } | { kind: 'tenant'; userId: number };

export function scopeOf(actor: Actor): Scope {
  switch (actor.role) {
    case 'admin':
    case 'employee':
      return { kind: 'all' };
    case 'customer':
      return { kind: 'customer', userId: actor.userId };
    case 'tenant':
      return { kind: 'tenant', userId: actor.userId };
  }
}

/**
 * A scope whose user is a value or, in a prepared statement, the placeholder `userId`: one
 * statement per kind of scope serves every user of that kind.
 */
export type ScopeOf<U> = { kind: 'all' } | { kind: 'customer' | 'tenant'; userId: U };
export type QueryScope = ScopeOf<number | Placeholder | SQLWrapper>;

/** The scope of a prepared statement of this kind, its user left to the `userId` placeholder. */
export function placeholderScope(kind: Scope['kind']): QueryScope {
  return kind === 'all' ? { kind } : { kind, userId: sql.placeholder('userId') };
}

/** The value of `userId` for a statement prepared with `placeholderScope` (none for 'all'). */
export function scopeUserId(scope: Scope): number | null {
  return scope.kind === 'all' ? null : scope.userId;
}

/**
 * The scope of a session that a query looks up itself (`activeSessionTable`): its role and user are
 * columns of that query, and the conditions choose by role as `scopeOf` does.
 */
export interface SessionScope {
  kind: 'session';
  userId: SQLWrapper;
  role: SQLWrapper;
}

export function sessionScope(session: { userId: SQLWrapper; role: SQLWrapper }): SessionScope {
  return { kind: 'session', userId: session.userId, role: session.role };
}
