import { propertyTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import * as repo from './repository.ts';

/**
 * The property's life: active → ended (on a date, every open tenancy moves out on it) →
 * archived; an ended or archived property can be reactivated, an archived one unarchived (back
 * to ended) or deleted for good. Each step checks the state it starts from, in the transaction
 * that changes it.
 */
export async function loadProperty(ctx: AppContext, id: number) {
  const property = await repo.findPropertyRow(ctx.db, id);
  if (!property) throw new NotFoundError(propertyTexts.notFound);
  return property;
}

export async function saveStatus(
  ctx: AppContext,
  actor: Actor,
  id: number,
  action: string,
  values: { status: 'active' | 'ended' | 'archived'; endedAt?: string | null },
  before?: (tx: AppContext['db']) => Promise<void>,
) {
  return ctx.db.transaction(async (tx) => {
    await before?.(tx);
    const row = await repo.updateProperty(tx, id, values);
    if (!row) throw new NotFoundError(propertyTexts.notFound);
    await writeAudit(tx, actor, { action, entity: 'property', entityId: id, details: { ...values } });
    return repo.toPropertyRecord(row);
  });
}
