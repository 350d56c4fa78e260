import { partyName } from '../../domain/party-name.ts';
import type { Actor } from '../context/actor.ts';

/** The name fields of a landlord's customer record or a tenant's tenancy. */
export interface NameFields {
  company: string | null;
  firstName: string | null;
  lastName: string | null;
}

/**
 * The name the shell greets with: the customer or tenant record's name, else the username.
 * Only landlords and tenants have such a record; `name` is that of the role's record.
 */
export function displayNameOf(actor: Pick<Actor, 'role' | 'username'>, name: NameFields): string {
  const hasRecord = actor.role === 'customer' || actor.role === 'tenant';
  return (hasRecord && partyName(name)) || actor.username;
}

/** The display name the authentication brought along; a route reading it must declare `config.displayName`. */
export function requireDisplayName(actor: Actor): string {
  if (actor.displayName === undefined)
    throw new Error('a route reads the display name without declaring config.displayName');
  return actor.displayName;
}
