import type { PropertyUpdateBody } from '../../domain/schemas/properties.ts';
import { propertyTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { requireAddress } from './address-input.ts';
import * as repo from './repository.ts';

/** Saves address and heating type of the property detail; a heating type left out stays. */
export async function updateProperty(ctx: AppContext, actor: Actor, id: number, input: PropertyUpdateBody) {
  const address = requireAddress(input, 'all parts');
  if (!(await repo.findPropertyRow(ctx.db, id))) throw new NotFoundError(propertyTexts.notFound);
  return ctx.db.transaction(async (tx) => {
    const row = await repo.updateProperty(tx, id, {
      address,
      ...(input.heating_system === undefined ? {} : { heatingSystem: input.heating_system }),
    });
    if (!row) throw new NotFoundError(propertyTexts.notFound);
    await writeAudit(tx, actor, {
      action: 'property.update',
      entity: 'property',
      entityId: id,
      details: { address, heating_system: row.heatingSystem },
    });
    return repo.toPropertyRecord(row);
  });
}
