import type { StatementSettingsInput, StatementSettingsResponse } from '../../domain/schemas/statements.ts';
import { statementCheckTexts, statementTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { ConflictError, ValidationError } from '../../domain/errors.ts';
import * as repo from './repository.ts';
import { propertySettingsDefaults, statementProperty } from './statement-source.ts';

/**
 * The billing settings of an open year; a finalized year keeps those it was finalized with. Fields
 * left out keep their stored value, the choice of the advance basis included. User groups and metering-service results name the dwellings
 * by their tenants, which must be the property's own.
 */
export async function updateSettings(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  year: number,
  input: StatementSettingsInput,
): Promise<StatementSettingsResponse> {
  const property = await statementProperty(ctx, actor, propertyId);
  const named = [
    ...(input.user_groups ?? []).flatMap((g) => g.tenant_ids),
    ...(input.service_result?.units ?? []).map((u) => u.tenant_id),
  ];
  const own = await repo.tenantIdsOfProperty(ctx.db, property.id, named);
  const foreign = named.find((id) => !own.has(id));
  if (foreign !== undefined)
    throw new ValidationError(statementTexts.tenantNotInProperty(foreign), {
      field: (input.user_groups ?? []).some((g) => g.tenant_ids.includes(foreign))
        ? 'user_groups'
        : 'service_result',
    });
  return ctx.db.transaction(async (tx) => {
    if ((await repo.findBillingYear(tx, property.id, year))?.closedAt)
      throw new ConflictError(statementCheckTexts.settingsFrozen(year));
    const current = repo.toSettingsRecord(
      await repo.findSettings(tx, property.id, year),
      propertySettingsDefaults(property),
    );
    const { advances, ...rest } = input;
    const settings = repo.mergeSettings(current, rest);
    const row = await repo.upsertSettings(tx, property.id, year, settings, actor.userId, advances);
    await writeAudit(tx, actor, {
      action: 'statements.settings',
      entity: 'property',
      entityId: property.id,
      details: { year, ...input },
    });
    return repo.toSettingsAnswer(
      repo.toSettingsRecord(row),
      row,
      year,
      await repo.bookingDatesOfYear(tx, property.id, year),
    );
  });
}
