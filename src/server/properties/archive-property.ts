import { propertyTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { ConflictError } from '../../domain/errors.ts';
import { loadProperty, saveStatus } from './property-status.ts';

export async function archiveProperty(ctx: AppContext, actor: Actor, id: number) {
  const property = await loadProperty(ctx, id);
  if (property.status === 'active') throw new ConflictError(propertyTexts.endFirst);
  if (property.status === 'archived') throw new ConflictError(propertyTexts.alreadyArchived);
  return saveStatus(ctx, actor, id, 'property.archive', { status: 'archived' });
}
