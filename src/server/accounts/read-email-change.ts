import type { EmailChangePending } from '../../domain/schemas/accounts.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { pendingEmailChange } from './repository.ts';

/** The signed-in login's new address that still waits for its confirmation, or null. */
export async function readPendingEmailChange(ctx: AppContext, actor: Actor): Promise<EmailChangePending> {
  return { email_change_pending: await pendingEmailChange(ctx.db, actor.userId, ctx.now()) };
}
