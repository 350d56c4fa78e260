import type { Readable } from 'node:stream';
import { NotFoundError } from '../../domain/errors.ts';
import { formatDateTimeDe, todayIso } from '../../domain/dates.ts';
import { customerExportFileName, customerExportReadme, customerTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { safePart, streamArchive } from './archive.ts';
import * as repo from './repository.ts';

/**
 * A landlord's copy of its data (Art. 15 Abs. 3, Art. 20 Abs. 1 DSGVO): the customer record and its
 * login, and everything kept for its properties – tenancies, meters and readings, drafts, frozen
 * years, statements, invoices, bookings and letters – as JSON with the documents beside them.
 * Administrators may make it for any customer; a customer login only for its own record, any other
 * is not found, as if it did not exist.
 */
export async function exportCustomer(
  ctx: AppContext,
  actor: Actor,
  customerId: number,
): Promise<{ fileName: string; stream: Readable }> {
  const customer = await repo.findCustomer(ctx.db, customerId);
  if (!customer || (actor.role !== 'admin' && customer.userId !== actor.userId))
    throw new NotFoundError(customerTexts.notFound);
  const now = ctx.now();
  const db = ctx.db;
  const loginIds = customer.userId === null ? [] : [customer.userId];

  const stream = streamArchive(now, async (out) => {
    await out.text('README.txt', customerExportReadme(customer.id, formatDateTimeDe(now)));
    await out.json('kunde.json', {
      customer: repo.snakeKeys(customer),
      logins: await repo.loginsWithSessions(db, loginIds),
    });
    await out.json('protokoll.json', await repo.auditEntriesBy(db, loginIds));
    await out.json('support.json', await repo.supportRequestsOf(db, loginIds));

    for (const property of await repo.propertiesOfCustomer(db, customer.id)) {
      const dir = `objekte/${property.id}`;
      await out.json(`${dir}/objekt.json`, {
        property: repo.snakeKeys(property),
        ...(await repo.propertyData(db, property.id)),
      });
      await out.json(`${dir}/mieter.json`, await repo.tenanciesOfProperty(db, property.id));
      for (const meter of await repo.metersOfProperty(db, property.id)) {
        await out.json(`${dir}/zaehler/${meter.id}.json`, {
          meter: repo.snakeKeys(meter),
          readings: await repo.readingsOfMeter(db, meter.id),
        });
      }

      const documents = await repo.statementDocumentsOfProperty(db, property.id);
      await out.json(`${dir}/abrechnungen.json`, documents);
      for (const d of documents) {
        const pdf = await repo.statementPdf(db, d.id as number);
        if (pdf) await out.file(`${dir}/abrechnungen/${safePart(d.file_name as string)}`, pdf);
      }

      const invoices = await repo.invoicesOfProperty(db, property.id);
      await out.json(`${dir}/rechnungen.json`, invoices);
      for (const invoice of invoices) {
        const bytes = await repo.invoiceBytes(db, invoice.id as number);
        if (bytes)
          await out.file(`${dir}/rechnungen/${invoice.id}_${safePart(invoice.file_name as string)}`, bytes);
      }

      await out.json(`${dir}/kontoumsaetze.json`, await repo.bankDataOfProperty(db, property.id));

      const letters = await repo.lettersOfProperty(db, property.id);
      await out.json(`${dir}/briefe.json`, letters);
      for (const letter of letters) {
        const pdf = await repo.letterPdf(db, letter.id as number);
        if (pdf) await out.file(`${dir}/briefe/${letter.id}.pdf`, pdf);
      }

      await out.json(
        `${dir}/verbrauchsinformationen.json`,
        await repo.consumptionInfoOfProperty(db, property.id),
      );
    }
  });
  return { fileName: customerExportFileName(customer.id, todayIso(now)), stream };
}
