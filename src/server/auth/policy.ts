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
