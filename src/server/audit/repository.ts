import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import type { Actor } from '../context/actor.ts';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  details?: Record<string, unknown>;
}

/** Records who changed what. The actor is the token's user, whatever the request body claims. */
export async function writeAudit(db: Db, actor: Pick<Actor, 'userId' | 'role'> | null, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorUserId: actor?.userId ?? null,
    actorRole: actor?.role ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    details: entry.details ?? null,
  });
}
