import { NotFoundError } from '../../domain/errors.ts';
import type { DwellingRecord, DwellingUpdateBody } from '../../domain/schemas/dwellings.ts';
import { dwellingTexts } from '../../domain/texts/index.ts';
import { writeAudit } from '../audit/repository.ts';
import { scopeOf } from '../auth/policy.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { checkLabelsFree, dwellingColumns, tenancyColumns } from './dwelling-fields.ts';
import * as repo from './repository.ts';

/**
 * Saves the fields given (the table saves one cell on blur). The dwelling is the master of area,
 * co-ownership share and volume: their new values go to every tenancy of the dwelling in the same
 * transaction, so the spec's tenant fields and the statements' keys (§556a Abs. 1 BGB) never
 * disagree with it.
 */
export async function updateDwelling(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: DwellingUpdateBody,
): Promise<DwellingRecord> {
  const dwelling = await repo.findDwelling(ctx.db, scopeOf(actor), id);
  if (!dwelling) throw new NotFoundError(dwellingTexts.notFound);
  const { _actor, _actor_role, ...fields } = input;
  const columns = dwellingColumns(fields);
  return ctx.db.transaction(async (tx) => {
    if (columns.label !== undefined) await checkLabelsFree(tx, dwelling.propertyId, [columns.label], id);
    const row = await repo.updateDwelling(tx, id, columns);
    if (!row) throw new NotFoundError(dwellingTexts.notFound);
    const synced = await repo.syncTenancies(tx, id, tenancyColumns(columns));
    await writeAudit(tx, actor, {
      action: 'dwelling.update',
      entity: 'dwelling',
      entityId: id,
      details: { ...columns, tenancies_synced: synced },
    });
    return repo.toDwellingRecord(row);
  });
}
