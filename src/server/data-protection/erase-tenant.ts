import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import { isVacancy } from '../../domain/catalog.ts';
import { todayIso } from '../../domain/dates.ts';
import type { TenantRecord } from '../../domain/schemas/records.ts';
import { fileNameOf } from '../../domain/statements/file-names.ts';
import { dataProtectionTexts, tenantTexts } from '../../domain/texts/index.ts';
import { writeAudit } from '../audit/repository.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { tenantRecordOf } from '../tenants/repository.ts';
import * as repo from './repository.ts';

/**
 * Erases a moved-out tenant's personal data (Art. 17 Abs. 1 lit. a DSGVO: no longer needed once the
 * tenancy has ended), in one transaction:
 * - the tenancy: names, contact data, address, forwarding address and payer IBANs replaced by
 *   „Gelöschter Mieter“ or emptied, the login unlinked, `erased_at` set;
 * - the login, unless it has another current tenancy: deleted with its sessions and single-use
 *   links (foreign keys) and its sign-in attempts, so its token no longer works;
 * - letters and statement documents: the list name (and the file name, which carries the name)
 *   replaced, the delivery addresses removed;
 * - the §6a HeizkostenV information rows: the address replaced;
 * - the mail log: copies of mails to the tenant's addresses deleted;
 * - the audit log: personal fields removed from the entries about the tenancy and its login.
 * Kept, as Art. 17 Abs. 3 lit. b and e DSGVO allow: amounts, areas, dates, person counts, readings
 * and the frozen statements (figures and PDFs), the letters' PDFs (§257 Abs. 1 Nr. 2, 3, Abs. 4 HGB,
 * §147 Abs. 1, 3 AO: six years for business letters, ten for accounting records) and the bookings
 * as the bank stated them, payer name and IBAN included (§146 Abs. 4 AO forbids altering a record
 * so that its original content can no longer be seen).
 * Erasing again answers the erased record unchanged, so a repeated click or request is harmless.
 */
export async function eraseTenant(ctx: AppContext, actor: Actor, id: number): Promise<TenantRecord> {
  const now = ctx.now();
  const today = todayIso(now);
  const name = dataProtectionTexts.erasedTenantName;
  const row = await ctx.db.transaction(async (tx) => {
    const tenant = await repo.lockTenant(tx, id);
    if (!tenant) throw new NotFoundError(tenantTexts.notFound);
    if (tenant.erasedAt) return tenant;
    if (isVacancy(tenant.lastName)) throw new ConflictError(dataProtectionTexts.vacancy);
    // Moved out means: the move-out day lies before today (Berlin); on that day the tenant still lives there.
    if (tenant.moveOut === null || tenant.moveOut >= today)
      throw new ConflictError(dataProtectionTexts.currentTenant);

    const login = tenant.userId === null ? undefined : await repo.findLogin(tx, tenant.userId);
    const erased = await repo.eraseTenantRow(tx, tenant.id, name, now);
    let loginDeleted = false;
    if (login && !(await repo.hasOtherCurrentTenancy(tx, login.id, tenant.id, today)))
      loginDeleted = await repo.deleteTenantLogin(tx, login.id, login.username);

    const letters = await repo.eraseLetterRecipients(tx, tenant.id, name);
    const documents = await repo.statementDocumentsOfTenant(tx, tenant.id);
    for (const d of documents)
      await repo.eraseStatementDocument(tx, d.id, name, fileNameOf(d.year, tenant.id, ''));
    await repo.eraseConsumptionInfoRecipients(tx, tenant.id, name);
    const addresses = [tenant.email, loginDeleted ? login?.email : null].filter(
      (a): a is string => typeof a === 'string',
    );
    const mails = await repo.deleteMailsTo(tx, addresses, tenant.id);
    const auditEntries = await repo.erasePersonalAuditDetails(tx, tenant.id, login?.id ?? null);

    // Counts and ids only: the entry must not bring back what it records as erased.
    await writeAudit(tx, actor, {
      action: 'tenant.erase',
      entity: 'tenant',
      entityId: tenant.id,
      details: {
        property_id: tenant.propertyId,
        move_out: tenant.moveOut,
        login_id: login?.id ?? null,
        login_deleted: loginDeleted,
        letters,
        statement_documents: documents.length,
        mails_deleted: mails,
        audit_entries_cleaned: auditEntries,
      },
    });
    return erased;
  });
  return tenantRecordOf(ctx.db, row);
}
