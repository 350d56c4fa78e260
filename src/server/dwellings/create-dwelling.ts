import { NotFoundError } from '../../domain/errors.ts';
import type { DwellingCreateBody, DwellingRecord } from '../../domain/schemas/dwellings.ts';
import { propertyTexts } from '../../domain/texts/index.ts';
import { writeAudit } from '../audit/repository.ts';
import { scopeOf } from '../auth/policy.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { findProperty } from '../properties/repository.ts';
import { checkLabelsFree, dwellingColumns } from './dwelling-fields.ts';
import * as repo from './repository.ts';

/** A new dwelling of a property the actor may edit, at the end of the table unless placed. */
export async function createDwelling(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  input: DwellingCreateBody,
): Promise<DwellingRecord> {
  if (!(await findProperty(ctx.db, scopeOf(actor), propertyId)))
    throw new NotFoundError(propertyTexts.notFound);
  const { _actor, _actor_role, ...fields } = input;
  const columns = dwellingColumns(fields);
  return ctx.db.transaction(async (tx) => {
    await checkLabelsFree(tx, propertyId, [fields.label]);
    const [row] = await repo.insertDwellings(tx, [
      {
        ...columns,
        propertyId,
        label: fields.label,
        sortIndex: columns.sortIndex ?? (await repo.nextSortIndex(tx, propertyId)),
      },
    ]);
    await writeAudit(tx, actor, {
      action: 'dwelling.create',
      entity: 'dwelling',
      entityId: row!.id,
      details: { property_id: propertyId, ...columns },
    });
    return repo.toDwellingRecord(row!);
  });
}
