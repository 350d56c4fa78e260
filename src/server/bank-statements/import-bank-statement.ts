import { createHash } from 'node:crypto';
import { ValidationError } from '../../domain/errors.ts';
import { mergeImport } from '../../domain/payments/merge-import.ts';
import type { BankStatementImportResponse } from '../../domain/schemas/payments.ts';
import { bankStatementTexts as t } from '../../domain/texts/bank-statements.ts';
import { writeAudit } from '../audit/repository.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import * as payments from '../payments/repository.ts';
import { visibleProperty } from '../payments/visible-property.ts';
import type { BankStatementFile, BankStatementReaders } from './reading/bank-statement-readers.ts';
import * as repo from './repository.ts';

function bookingRange(dates: readonly string[]): { first: string; last: string } | null {
  if (dates.length === 0) return null;
  let first = dates[0]!;
  let last = first;
  for (const d of dates) {
    if (d < first) first = d;
    if (d > last) last = d;
  }
  return { first, last };
}

/**
 * A bank statement of the property's receiving account becomes its stored bookings: read off the
 * event loop, refused whole when it is no statement or one of another account, then merged with what
 * is stored (the same booking is never stored twice; a landlord's own assignments stay) and matched
 * to the property's tenants. The import, its new bookings and changed matches are one transaction.
 *
 * A file that names no account (some CSV exports) is taken as the property's: the landlord chose
 * the property when uploading it.
 */
export async function importBankStatement(
  ctx: AppContext,
  readers: BankStatementReaders,
  actor: Actor,
  propertyId: number,
  file: BankStatementFile,
): Promise<BankStatementImportResponse> {
  const property = await visibleProperty(ctx, actor, propertyId);
  const account = property.bank_account;
  if (!account) throw new ValidationError(t.noPropertyAccount);
  const reading = await readers.read(file);
  if (!reading.ok) throw new ValidationError(reading.problem);
  const { statement } = reading;
  if (statement.account_iban !== null && statement.account_iban !== account.iban)
    throw new ValidationError(t.accountMismatch(statement.account_iban, account.iban));
  const range = bookingRange(statement.transactions.map((tx) => tx.booking_date));
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  return ctx.db.transaction(async (db) => {
    await repo.lockProperty(db, propertyId);
    const [stored, tenancies] = await Promise.all([
      range ? payments.transactionsBetween(db, propertyId, range.first, range.last) : [],
      payments.paymentTenancies(db, propertyId),
    ]);
    const merged = mergeImport(stored, statement.transactions, tenancies);
    const row = await repo.insertImport(db, {
      propertyId,
      format: statement.format,
      accountIban: statement.account_iban,
      fileName: file.fileName,
      sha256,
      transactions: statement.transactions.length,
      added: merged.added.length,
      firstBookingDate: range?.first ?? null,
      lastBookingDate: range?.last ?? null,
      importedBy: actor.userId,
      importedAt: ctx.now(),
    });
    await payments.insertTransactions(db, propertyId, row.id, merged.added);
    for (const change of merged.rematched) await repo.setMatch(db, change.id, change);
    const answer: BankStatementImportResponse = {
      format: statement.format,
      account_iban: statement.account_iban,
      transactions: statement.transactions.length,
      new: merged.added.length,
      duplicates: merged.duplicates,
      matched: merged.matched,
      unmatched: merged.unmatched,
    };
    await writeAudit(db, actor, {
      action: 'bank_statement.import',
      entity: 'bank_statement_import',
      entityId: row.id,
      details: {
        property_id: propertyId,
        file_name: file.fileName,
        sha256,
        ...answer,
        rematched: merged.rematched.length,
      },
    });
    return answer;
  });
}
