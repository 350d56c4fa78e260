import { customerTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import * as repo from './repository.ts';

/**
 * Deletes a customer that has no properties left (they carry statements that must be kept; they
 * are archived and deleted on their own first). The linked login stays and can be deleted apart.
 */
export async function deleteCustomer(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  const customer = await repo.findCustomer(ctx.db, { kind: 'all' }, id);
  if (!customer) throw new NotFoundError(customerTexts.notFound);
  if ((await repo.countProperties(ctx.db, id)) > 0) throw new ConflictError(customerTexts.hasProperties);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteCustomer(tx, id);
    await writeAudit(tx, actor, {
      action: 'customer.delete',
      entity: 'customer',
      entityId: id,
      details: { last_name: customer.lastName, company_name: customer.companyName },
    });
  });
}
