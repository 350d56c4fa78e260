import type { Db } from '../db/client.ts';
import { findCustomerByUser } from '../customers/repository.ts';
import { findFirstTenancyOfUser } from '../tenants/repository.ts';
import type { Actor } from './actor.ts';

const join = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' ').trim();

/** The name the shell greets with: the customer or tenant record's name, else the username. */
export async function displayNameOf(db: Db, actor: Actor): Promise<string> {
  if (actor.role === 'customer') {
    const c = await findCustomerByUser(db, actor.userId);
    const name = c && (c.companyName || join(c.firstName, c.lastName));
    if (name) return name;
  }
  if (actor.role === 'tenant') {
    const t = await findFirstTenancyOfUser(db, actor.userId);
    const name = t && (t.company || join(t.firstName, t.lastName));
    if (name) return name;
  }
  return actor.username;
}
