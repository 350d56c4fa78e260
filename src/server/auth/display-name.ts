import { partyName } from '../../domain/party-name.ts';
import { z } from '../../domain/schemas/base/zod.ts';
import type { Actor } from '../context/actor.ts';
import { findActiveSessionWithName } from './repository.ts';
import { sessionRead } from './session-read.ts';

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

/**
 * The name fields of the signed-in user's record, asked with the session (`/api/me`, on every
 * page load): one round trip to the database instead of two.
 */
export const nameFieldsRead = sessionRead({ params: z.object({}) }, findActiveSessionWithName);
