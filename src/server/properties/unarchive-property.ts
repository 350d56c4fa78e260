import { propertyTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { ConflictError } from '../../domain/errors.ts';
import { loadProperty, saveStatus } from './property-status.ts';

export async function unarchiveProperty(ctx: AppContext, actor: Actor, id: number) {
  const property = await loadProperty(ctx, id);
  if (property.status !== 'archived') throw new ConflictError(propertyTexts.notArchived);
  return saveStatus(ctx, actor, id, 'property.unarchive', { status: 'ended' });
}
