import { partyName } from '../../domain/party-name.ts';
import type { Actor } from '../context/actor.ts';
import type { Db } from '../db/client.ts';
import { customerNameOfUser, tenantNameOfUser } from './repository.ts';

/** The name the shell greets with: the customer or tenant record's name, else the username. */
export async function displayNameOf(db: Db, actor: Actor): Promise<string> {
  const row =
    actor.role === 'customer'
      ? await customerNameOfUser(db, actor.userId)
      : actor.role === 'tenant'
        ? await tenantNameOfUser(db, actor.userId)
        : undefined;
  return (row && partyName(row)) || actor.username;
}
