import { writeAudit } from '../audit/repository.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import * as repo from './repository.ts';

/** Ends the session of the bearer token the request came with; other sessions stay. */
export async function logout(ctx: AppContext, actor: Actor): Promise<void> {
  await repo.revokeSession(ctx.db, actor.sessionId);
  await writeAudit(ctx.db, actor, { action: 'logout', entity: 'session', entityId: actor.sessionId });
}
