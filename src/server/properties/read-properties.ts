import type { PropertyStatus } from '../../domain/catalog.ts';
import { PropertyListQuery } from '../../domain/schemas/properties.ts';
import type { PropertyListRecord, PropertyRecord } from '../../domain/schemas/records.ts';
import { propertyTexts } from '../../domain/texts/index.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { IdParam } from '../../domain/schemas/common.ts';
import { sessionRead } from '../auth/session-read.ts';
import { scopeOf } from '../auth/policy.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { findCustomer } from '../customers/repository.ts';
import { intakeAddress } from '../../domain/invoices/intake-address.ts';
import * as repo from './repository.ts';

/**
 * The property list's first read: a landlord's or tenant's first page, asked with the session
 * under its scope (undefined where the route asks the page itself: `findPropertyPageWithSession`).
 */
export const visiblePropertyPage = sessionRead(
  { query: PropertyListQuery },
  repo.findPropertyPageWithSession,
);

/**
 * One page of the properties the actor may see, with the landlord's name and the total: admins
 * and employees all, a customer those of its own customer records, a tenant those it rents in.
 * `found`: the page as the session read brought it under the actor's scope.
 */
export async function listPropertiesFor(
  ctx: AppContext,
  actor: Actor,
  query: PropertyListQuery,
  found?: { rows: PropertyListRecord[]; total: number },
): Promise<{ rows: PropertyListRecord[]; total: number }> {
  return found ?? repo.listPropertiesPage(ctx.db, scopeOf(actor), query);
}

/** The property page's first read: the property, asked with the session under its scope. */
export const visibleProperty = sessionRead({ params: IdParam }, (db, key, { id }) =>
  repo.findPropertyWithSession(db, key, id),
);

/**
 * One property the actor may see, `found` under its scope (`visibleProperty`); another landlord's
 * is not found, never refused. While the mail intake runs, those who look after the property's
 * invoices see its intake address (tenants do not).
 */
export async function getProperty(
  ctx: AppContext,
  actor: Actor,
  found: PropertyRecord | undefined,
): Promise<PropertyRecord> {
  if (!found) throw new NotFoundError(propertyTexts.notFound);
  if (ctx.config.inboundSmtpPort === null || actor.role === 'tenant') return found;
  const key = await repo.intakeKeyOfProperty(ctx.db, found.id);
  return { ...found, invoice_intake_address: key && intakeAddress(key, ctx.config.inboundMailDomain) };
}

/** The properties of a customer the actor may see, optionally of one status. */
export async function listPropertiesOfCustomer(
  ctx: AppContext,
  actor: Actor,
  customerId: number,
  status: PropertyStatus | undefined,
): Promise<PropertyRecord[]> {
  const scope = scopeOf(actor);
  if (!(await findCustomer(ctx.db, scope, customerId)))
    throw new NotFoundError(propertyTexts.customerNotFound);
  return repo.listProperties(ctx.db, scope, status, customerId);
}
