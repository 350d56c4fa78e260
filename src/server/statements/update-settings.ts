import type { StatementSettingsRecord } from '../../domain/schemas/statements.ts';
import { statementCheckTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { ConflictError } from '../../domain/errors.ts';
import * as repo from './repository.ts';
import { statementProperty } from './statement-source.ts';

/** The billing settings of an open year; a finalized year keeps those it was finalized with. */
export async function updateSettings(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  year: number,
  settings: StatementSettingsRecord,
): Promise<StatementSettingsRecord> {
  const property = await statementProperty(ctx, actor, propertyId);
  return ctx.db.transaction(async (tx) => {
    if ((await repo.findBillingYear(tx, property.id, year))?.closedAt)
      throw new ConflictError(statementCheckTexts.settingsFrozen(year));
    const row = await repo.upsertSettings(tx, property.id, year, settings, actor.userId);
    await writeAudit(tx, actor, {
      action: 'statements.settings',
      entity: 'property',
      entityId: property.id,
      details: { year, ...settings },
    });
    return repo.toSettingsRecord(row);
  });
}
