import type { SentResponse } from '../../domain/schemas/accounts.ts';
import { accountTexts } from '../../domain/texts/accounts.ts';
import type { LogError } from '../accounts/links.ts';
import { assertWithinRequestLimit } from '../accounts/rate-limit.ts';
import { recordPublicRequest } from '../accounts/repository.ts';
import { DEMO_PASSWORD, DEMO_TENANT } from '../bootstrap/demo-data.ts';
import type { AppContext } from '../context/app-context.ts';
import { DomainError } from '../../domain/errors.ts';
import { demoAccessMail } from '../mail/templates/demo-access.ts';
import * as repo from './repository.ts';

export const DEMO_REQUEST_ACTION = 'demo.request';

/**
 * Records a free-demo request and mails the shared demo access (the fixed demo tenant of the
 * seeded data set). The mail holds no personal content, and the limits per address and caller
 * keep the endpoint from mailing strangers in bulk.
 */
export async function requestDemo(
  ctx: AppContext,
  email: string,
  ip: string,
  logError: LogError,
): Promise<SentResponse> {
  const now = ctx.now();
  await assertWithinRequestLimit(ctx, DEMO_REQUEST_ACTION, { address: ip }, now);
  await assertWithinRequestLimit(ctx, DEMO_REQUEST_ACTION, { email }, now);

  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const created = await repo.insertDemoRequest(tx, { email, createdAt: now });
      await recordPublicRequest(tx, {
        action: DEMO_REQUEST_ACTION,
        entity: 'demo_request',
        entityId: created,
        ip,
        at: now,
      });
      return created;
    });
  } catch (error) {
    logError(error, 'Demo-Anfrage konnte nicht gespeichert werden');
    throw new DomainError('not_stored', accountTexts.demoStoreFailed);
  }

  const mail = demoAccessMail(ctx.config, { username: DEMO_TENANT, password: DEMO_PASSWORD });
  const { sent } = await ctx.mailer.send({ to: email, ...mail });
  if (sent) await repo.markDemoRequestSent(ctx.db, id);
  return { ok: true, sent };
}
