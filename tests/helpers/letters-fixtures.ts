import PDFDocument from 'pdfkit';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { DEMO_LANDLORD } from '../../src/server/bootstrap/demo-data.ts';
import type { Db } from '../../src/server/db/client.ts';
import { customers, letters, users } from '../../src/server/db/schema.ts';
import type { TemplateId } from '../../src/domain/texts/templates.ts';

/**
 * Letters rows as the letters routes store them (the form, the document and the frozen PDF), for
 * tests of what happens to a letter after it was made: sending, the Postbox, the proof of opening.
 */

/** A small real PDF with the given lines of text (pdfkit, as the product's renderer uses). */
export function renderPdf(lines: readonly string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: lines[0] ?? 'Brief' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const line of lines) doc.text(line);
    doc.end();
  });
}

export interface StoredLetter {
  id: number;
  pdf: Buffer;
  title: string;
}

export async function aLetter(
  db: Db,
  values: {
    propertyId: number;
    tenantId: number;
    recipientName: string;
    template?: TemplateId;
    title?: string;
    createdBy?: number | null;
  },
): Promise<StoredLetter> {
  const template = values.template ?? 'payment-request';
  const title = values.title ?? 'Zahlungsaufforderung';
  const pdf = await renderPdf([title, `An ${values.recipientName}`, 'Offener Betrag: 123,45 €']);
  const [row] = await db
    .insert(letters)
    .values({
      propertyId: values.propertyId,
      tenantId: values.tenantId,
      template,
      title,
      recipientName: values.recipientName,
      fields: {},
      document: { template, title },
      problems: [],
      pdf,
      createdBy: values.createdBy ?? null,
    })
    .returning({ id: letters.id });
  return { id: row!.id, pdf, title };
}

/** The demo landlord's customer record (the CUSTOMER login of the test app). */
export async function demoCustomerId(db: Db): Promise<number> {
  const [landlord] = await db.select().from(users).where(eq(users.username, DEMO_LANDLORD));
  const [customer] = await db.select().from(customers).where(eq(customers.userId, landlord!.id));
  return customer!.id;
}

/** A tenant login with the given password. */
export async function aTenantLogin(db: Db, username: string, password: string): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ username, role: 'tenant', passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  return row!.id;
}
