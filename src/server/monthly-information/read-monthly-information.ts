import type {
  MonthlyInformationQuery,
  MonthlyInformationRecord,
} from '../../domain/schemas/tenant-portal-requests.ts';
import { propertyTexts } from '../../domain/texts/index.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { scopeOf } from '../auth/policy.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { findProperty } from '../properties/repository.ts';
import { tenancyName } from '../tenant-portal/consumption.ts';
import * as repo from './repository.ts';

/**
 * The monthly consumption information mails of a property the actor may see, newest month first,
 * with the total: the landlord's proof that they went out (§ 6a HeizkostenV).
 */
export async function listMonthlyInformationOf(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  query: MonthlyInformationQuery,
): Promise<{ rows: MonthlyInformationRecord[]; total: number }> {
  const property = await findProperty(ctx.db, scopeOf(actor), propertyId);
  if (!property) throw new NotFoundError(propertyTexts.notFound);
  const { rows, total } = await repo.listOfProperty(ctx.db, property.id, query);
  return {
    rows: rows.map(({ row, tenant }) => ({
      id: row.id,
      tenancy_id: row.tenancyId,
      tenancy_name: tenancyName(tenant),
      month: row.month,
      recipient: row.recipient,
      status: row.status as MonthlyInformationRecord['status'],
      sent_at: row.sentAt ? row.sentAt.toISOString() : null,
      attempts: row.attempts,
      last_error: row.lastError,
    })),
    total,
  };
}
