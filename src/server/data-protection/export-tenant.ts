import type { Readable } from 'node:stream';
import { NotFoundError } from '../../domain/errors.ts';
import { formatDateTimeDe, todayIso } from '../../domain/dates.ts';
import { tenantExportFileName, tenantExportReadme } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { getTenantReceiptFile, listTenantReceipts } from '../invoices/tenant-receipts.ts';
import { safePart, streamArchive, type ArchiveSink } from './archive.ts';
import * as repo from './repository.ts';

/**
 * A tenant's copy of its data (Art. 15 Abs. 3, Art. 20 Abs. 1 DSGVO), scoped by its login exactly
 * as the portal is: the tenancies linked to it, the statements delivered and letters sent to them,
 * the readings of its dwelling's meters within its tenancy periods, the receipts it may inspect
 * (§259 BGB) and the payments assigned to its tenancies. Nothing of a neighbour's tenancy is read.
 */
export function exportTenant(ctx: AppContext, actor: Actor): { fileName: string; stream: Readable } {
  const now = ctx.now();
  const db = ctx.db;
  const stream = streamArchive(now, async (out) => {
    await out.text('README.txt', tenantExportReadme(formatDateTimeDe(now)));
    const rows = await repo.tenanciesOfLogin(db, actor.userId);
    const ids = rows.map((r) => r.tenancy.id);
    const persons = await repo.personsOfTenancies(db, ids);
    await out.json('mieter.json', {
      login: (await repo.loginsWithSessions(db, [actor.userId]))[0] ?? null,
      tenancies: rows.map((r) => ({
        ...repo.snakeKeys(r.tenancy),
        property_address: r.propertyAddress,
        dwelling_label: r.dwellingLabel,
        persons: persons.filter((p) => p.tenantId === r.tenancy.id).map(repo.snakeKeys),
      })),
    });

    const statements = await repo.deliveredStatementsOf(db, ids);
    await out.json('abrechnungen.json', statements);
    for (const s of statements) {
      const pdf = await repo.statementPdf(db, s.id as number);
      if (pdf) await out.file(`abrechnungen/${safePart(s.file_name as string)}`, pdf);
    }

    const letters = await repo.sentLettersOf(db, ids);
    await out.json('briefe.json', letters);
    for (const letter of letters) {
      const pdf = await repo.letterPdf(db, letter.id as number);
      if (pdf) await out.file(`briefe/${letter.id}.pdf`, pdf);
    }

    const consumption = [];
    for (const { tenancy } of rows) {
      const meters = [];
      for (const meter of await repo.metersOfTenancy(db, tenancy)) {
        meters.push({
          ...repo.snakeKeys(meter),
          readings: await repo.readingsOfMeter(db, meter.id, tenancy.moveIn, tenancy.moveOut),
        });
      }
      consumption.push({
        tenancy_id: tenancy.id,
        move_in: tenancy.moveIn,
        move_out: tenancy.moveOut,
        meters,
      });
    }
    await out.json('verbrauch.json', {
      tenancies: consumption,
      monthly_information: await repo.consumptionInfoOfTenancies(db, ids),
    });

    await writeReceipts(
      ctx,
      actor,
      out,
      statements.map((s) => s.id as number),
    );
    await out.json('kontoumsaetze.json', await repo.bookingsOfTenancies(db, ids));
    await out.json('protokoll.json', await repo.auditEntriesBy(db, [actor.userId]));
  });
  return { fileName: tenantExportFileName(todayIso(now)), stream };
}

/**
 * The receipts of the delivered statements, through the same rule as the portal's receipt list: a
 * statement of a year not yet finalized has none to inspect.
 */
async function writeReceipts(ctx: AppContext, actor: Actor, out: ArchiveSink, statementIds: number[]) {
  const listed = [];
  for (const statementId of statementIds) {
    let receipts;
    try {
      receipts = await listTenantReceipts(ctx, actor, statementId);
    } catch (error) {
      if (error instanceof NotFoundError) continue;
      throw error;
    }
    for (const receipt of receipts) {
      const file = await getTenantReceiptFile(ctx, actor, statementId, receipt.invoice_id);
      const path = `belege/${statementId}/${receipt.invoice_id}_${safePart(file.fileName)}`;
      await out.file(path, file.bytes);
      listed.push({ statement_id: statementId, ...receipt, file: path });
    }
  }
  await out.json('belege.json', listed);
}
