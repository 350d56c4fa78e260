import {
  and,
  asc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  auditLog,
  bankStatementImports,
  bankTransactions,
  billingDrafts,
  billingYears,
  costCategories,
  customers,
  dwellings,
  invoiceFiles,
  invoices,
  letters,
  loginAttempts,
  mailOutbox,
  meterReadings,
  meters,
  monthlyConsumptionInfo,
  properties,
  sessions,
  statementDeliveries,
  statementDocuments,
  statementSettings,
  supportRequests,
  tenantPersons,
  tenants,
  users,
} from '../db/schema.ts';

/*
 * Every query of the data-protection copy and erasure. The copy reads whole rows but never the
 * secrets a row holds (password hashes, token hashes, the meters' sealed AES keys) and never the
 * document bytes in a list: those are read one by one while the archive is written.
 */

type Row = Record<string, unknown>;

/** `camelCase` column keys as the API's `snake_case` field names. */
export function snakeKeys(row: object): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row as Row))
    out[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = value;
  return out;
}
const snake = (rows: object[]) => rows.map(snakeKeys);

/** The columns of a table without those named. */
function columnsWithout<T extends Parameters<typeof getTableColumns>[0], K extends string>(
  table: T,
  omit: readonly K[],
) {
  const all = getTableColumns(table) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(all).filter(([k]) => !omit.includes(k as K))) as Omit<
    ReturnType<typeof getTableColumns<T>>,
    K
  >;
}

/** A login as the person may read it: no password hash, no token. */
const loginColumns = columnsWithout(users, ['passwordHash']);
const sessionColumns = columnsWithout(sessions, ['tokenHash']);
const meterColumns = columnsWithout(meters, ['aesKeySealed']);
const letterColumns = columnsWithout(letters, ['pdf']);
const statementDocumentColumns = columnsWithout(statementDocuments, ['pdf']);

// ---- The landlord's copy -------------------------------------------------------------------

export async function findCustomer(db: Db, id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}

/** The login(s) of the customer record (today one, the column allows exactly one) and their sessions. */
export async function loginsWithSessions(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  const [logins, loginSessions] = await Promise.all([
    db
      .select(loginColumns)
      .from(users)
      .where(inArray(users.id, [...userIds]))
      .orderBy(asc(users.id)),
    db
      .select(sessionColumns)
      .from(sessions)
      .where(inArray(sessions.userId, [...userIds]))
      .orderBy(asc(sessions.id)),
  ]);
  return logins.map((login) => ({
    ...snakeKeys(login),
    sessions: snake(loginSessions.filter((s) => s.userId === login.id)),
  }));
}

/** The audit entries written by these logins (what they did), oldest first. */
export async function auditEntriesBy(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return snake(
    await db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.actorUserId, [...userIds]))
      .orderBy(asc(auditLog.id)),
  );
}

/** Support requests sent from these logins. */
export async function supportRequestsOf(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return snake(
    await db
      .select()
      .from(supportRequests)
      .where(inArray(supportRequests.userId, [...userIds]))
      .orderBy(asc(supportRequests.id)),
  );
}

export async function propertiesOfCustomer(db: Db, customerId: number) {
  return db
    .select()
    .from(properties)
    .where(eq(properties.customerId, customerId))
    .orderBy(asc(properties.id));
}

/** What a property's own file holds: the building, its dwellings, cost types, drafts and years. */
export async function propertyData(db: Db, propertyId: number) {
  const [propertyDwellings, categories, settings, drafts, years] = await Promise.all([
    db.select().from(dwellings).where(eq(dwellings.propertyId, propertyId)).orderBy(asc(dwellings.sortIndex)),
    db
      .select()
      .from(costCategories)
      .where(eq(costCategories.propertyId, propertyId))
      .orderBy(asc(costCategories.position)),
    db
      .select()
      .from(statementSettings)
      .where(eq(statementSettings.propertyId, propertyId))
      .orderBy(asc(statementSettings.year)),
    db
      .select()
      .from(billingDrafts)
      .where(eq(billingDrafts.propertyId, propertyId))
      .orderBy(asc(billingDrafts.year)),
    db
      .select()
      .from(billingYears)
      .where(eq(billingYears.propertyId, propertyId))
      .orderBy(asc(billingYears.year)),
  ]);
  return {
    dwellings: snake(propertyDwellings),
    cost_categories: snake(categories),
    statement_settings: snake(settings),
    billing_drafts: snake(drafts),
    billing_years: snake(years),
  };
}

/** The tenancies of a property with their person counts over time. */
export async function tenanciesOfProperty(db: Db, propertyId: number) {
  const rows = await db
    .select()
    .from(tenants)
    .where(eq(tenants.propertyId, propertyId))
    .orderBy(asc(tenants.sortIndex), asc(tenants.id));
  return withPersons(db, rows);
}

async function withPersons(db: Db, rows: (typeof tenants.$inferSelect)[]) {
  if (rows.length === 0) return [];
  const persons = await db
    .select()
    .from(tenantPersons)
    .where(
      inArray(
        tenantPersons.tenantId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(tenantPersons.validFrom));
  return rows.map((r) => ({
    ...snakeKeys(r),
    persons: snake(persons.filter((p) => p.tenantId === r.id)),
  }));
}

/** The meters of a property without their sealed keys (the copy tells only whether there is one). */
export async function metersOfProperty(db: Db, propertyId: number) {
  const rows = await db
    .select({ ...meterColumns, hasKey: sql<boolean>`${meters.aesKeySealed} is not null` })
    .from(meters)
    .where(eq(meters.propertyId, propertyId))
    .orderBy(asc(meters.id));
  return rows;
}

/** One meter's readings, optionally only those in a period (a tenancy's). */
export async function readingsOfMeter(db: Db, meterId: number, from?: string | null, to?: string | null) {
  return snake(
    await db
      .select()
      .from(meterReadings)
      .where(
        and(
          eq(meterReadings.meterId, meterId),
          from ? gte(meterReadings.readingDate, from) : undefined,
          to ? lte(meterReadings.readingDate, to) : undefined,
        ),
      )
      .orderBy(asc(meterReadings.readingDate), asc(meterReadings.id)),
  );
}

/** A property's statement documents (without the PDF) and their deliveries. */
export async function statementDocumentsOfProperty(db: Db, propertyId: number) {
  const docs = await db
    .select(statementDocumentColumns)
    .from(statementDocuments)
    .where(eq(statementDocuments.propertyId, propertyId))
    .orderBy(asc(statementDocuments.year), asc(statementDocuments.id));
  return withDeliveries(db, docs);
}

async function withDeliveries<T extends { id: number }>(db: Db, docs: T[]): Promise<Row[]> {
  if (docs.length === 0) return [];
  const deliveries = await db
    .select()
    .from(statementDeliveries)
    .where(
      inArray(
        statementDeliveries.documentId,
        docs.map((d) => d.id),
      ),
    )
    .orderBy(asc(statementDeliveries.id));
  return docs.map((d) => ({
    ...snakeKeys(d),
    deliveries: snake(deliveries.filter((x) => x.documentId === d.id)),
  }));
}

export async function statementPdf(db: Db, id: number) {
  const [row] = await db
    .select({ pdf: statementDocuments.pdf })
    .from(statementDocuments)
    .where(eq(statementDocuments.id, id));
  return row?.pdf;
}

/** A property's invoices as read and decided (the file bytes apart). */
export async function invoicesOfProperty(db: Db, propertyId: number) {
  return snake(
    await db.select().from(invoices).where(eq(invoices.propertyId, propertyId)).orderBy(asc(invoices.id)),
  );
}

export async function invoiceBytes(db: Db, invoiceId: number) {
  const [row] = await db
    .select({ bytes: invoiceFiles.bytes })
    .from(invoiceFiles)
    .where(eq(invoiceFiles.invoiceId, invoiceId));
  return row?.bytes;
}

/** A property's bank statement imports and its bookings. */
export async function bankDataOfProperty(db: Db, propertyId: number) {
  const [imports, bookings] = await Promise.all([
    db
      .select()
      .from(bankStatementImports)
      .where(eq(bankStatementImports.propertyId, propertyId))
      .orderBy(asc(bankStatementImports.id)),
    db
      .select()
      .from(bankTransactions)
      .where(eq(bankTransactions.propertyId, propertyId))
      .orderBy(asc(bankTransactions.bookingDate), asc(bankTransactions.id)),
  ]);
  return { imports: snake(imports), transactions: snake(bookings) };
}

export async function lettersOfProperty(db: Db, propertyId: number) {
  return snake(
    await db
      .select(letterColumns)
      .from(letters)
      .where(eq(letters.propertyId, propertyId))
      .orderBy(asc(letters.id)),
  );
}

export async function letterPdf(db: Db, id: number) {
  const [row] = await db.select({ pdf: letters.pdf }).from(letters).where(eq(letters.id, id));
  return row?.pdf;
}

export async function consumptionInfoOfProperty(db: Db, propertyId: number) {
  return snake(
    await db
      .select()
      .from(monthlyConsumptionInfo)
      .where(eq(monthlyConsumptionInfo.propertyId, propertyId))
      .orderBy(asc(monthlyConsumptionInfo.month), asc(monthlyConsumptionInfo.id)),
  );
}

// ---- The tenant's copy ---------------------------------------------------------------------

/** The tenancies linked to a tenant login, with the property's address and the dwelling's label. */
export async function tenanciesOfLogin(db: Db, userId: number) {
  const rows = await db
    .select({
      tenancy: tenants,
      propertyAddress: properties.address,
      dwellingLabel: dwellings.label,
    })
    .from(tenants)
    .innerJoin(properties, eq(properties.id, tenants.propertyId))
    .leftJoin(dwellings, eq(dwellings.id, tenants.dwellingId))
    .where(eq(tenants.userId, userId))
    .orderBy(asc(tenants.moveIn), asc(tenants.id));
  return rows;
}

export async function personsOfTenancies(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(tenantPersons)
    .where(inArray(tenantPersons.tenantId, [...ids]))
    .orderBy(asc(tenantPersons.validFrom));
}

/** The statements delivered to these tenancies (a statement never delivered is not the tenant's yet). */
export async function deliveredStatementsOf(db: Db, tenancyIds: readonly number[]) {
  if (tenancyIds.length === 0) return [];
  const docs = await db
    .select(statementDocumentColumns)
    .from(statementDocuments)
    .where(
      and(
        inArray(statementDocuments.tenantId, [...tenancyIds]),
        eq(statementDocuments.kind, 'tenant'),
        sql`exists (select 1 from ${statementDeliveries} where ${statementDeliveries.documentId} = ${statementDocuments.id})`,
      ),
    )
    .orderBy(asc(statementDocuments.year), asc(statementDocuments.id));
  return withDeliveries(db, docs);
}

/** The letters sent to these tenancies (drafts not sent are the landlord's, not the tenant's). */
export async function sentLettersOf(db: Db, tenancyIds: readonly number[]) {
  if (tenancyIds.length === 0) return [];
  return snake(
    await db
      .select(letterColumns)
      .from(letters)
      .where(and(inArray(letters.tenantId, [...tenancyIds]), isNotNull(letters.sentAt)))
      .orderBy(asc(letters.sentAt), asc(letters.id)),
  );
}

/** The meters measuring a tenancy: its dwelling's and those assigned to the tenancy itself. */
export async function metersOfTenancy(db: Db, tenancy: { id: number; dwellingId: number | null }) {
  return db
    .select({ ...meterColumns, hasKey: sql<boolean>`${meters.aesKeySealed} is not null` })
    .from(meters)
    .where(
      or(
        eq(meters.tenantId, tenancy.id),
        tenancy.dwellingId === null ? undefined : eq(meters.dwellingId, tenancy.dwellingId),
      ),
    )
    .orderBy(asc(meters.id));
}

export async function bookingsOfTenancies(db: Db, tenancyIds: readonly number[]) {
  if (tenancyIds.length === 0) return [];
  return snake(
    await db
      .select()
      .from(bankTransactions)
      .where(inArray(bankTransactions.tenantId, [...tenancyIds]))
      .orderBy(asc(bankTransactions.bookingDate), asc(bankTransactions.id)),
  );
}

export async function consumptionInfoOfTenancies(db: Db, tenancyIds: readonly number[]) {
  if (tenancyIds.length === 0) return [];
  return snake(
    await db
      .select()
      .from(monthlyConsumptionInfo)
      .where(inArray(monthlyConsumptionInfo.tenancyId, [...tenancyIds]))
      .orderBy(asc(monthlyConsumptionInfo.month), asc(monthlyConsumptionInfo.id)),
  );
}

// ---- Erasure -------------------------------------------------------------------------------

/** The tenancy, locked for the erasure so that no parallel edit writes its data back. */
export async function lockTenant(db: Db, id: number) {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id)).for('update');
  return row;
}

/** Whether the login has another tenancy that is current on `today` (no move-out or not before today). */
export async function hasOtherCurrentTenancy(db: Db, userId: number, tenancyId: number, today: string) {
  const [row] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(
      and(
        eq(tenants.userId, userId),
        ne(tenants.id, tenancyId),
        or(isNull(tenants.moveOut), gte(tenants.moveOut, today)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findLogin(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      isProtected: users.isProtected,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Replaces the tenancy's personal data: names, contact data, address, forwarding address, payer
 * IBANs and the link to its login. What the statements were computed from (area, persons, advances,
 * dates, dwelling) stays.
 */
export async function eraseTenantRow(db: Db, id: number, name: string, at: Date) {
  const [row] = await db
    .update(tenants)
    .set({
      userId: null,
      salutation: null,
      firstName: null,
      lastName: name,
      company: null,
      email: null,
      phoneNumber: null,
      streetHouseNo: null,
      zipcode: null,
      city: null,
      forwardingAddress: null,
      ibans: [],
      erasedAt: at,
      updatedAt: at,
    })
    .where(eq(tenants.id, id))
    .returning();
  return row!;
}

/**
 * Deletes a tenant login (its sessions and single-use links go with it by the foreign keys) and
 * its sign-in attempts. Never a protected login or one still linked to a customer record.
 */
export async function deleteTenantLogin(db: Db, userId: number, username: string) {
  const deleted = await db
    .delete(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.role, 'tenant'),
        eq(users.isProtected, false),
        sql`not exists (select 1 from ${customers} where ${customers.userId} = ${users.id})`,
      ),
    )
    .returning({ id: users.id });
  if (deleted.length === 0) return false;
  await db.delete(loginAttempts).where(sql`lower(${loginAttempts.username}) = lower(${username})`);
  return true;
}

/** The letters' list name replaced; form, document and PDF stay as sent (§257 Abs. 1 Nr. 3 HGB). */
export async function eraseLetterRecipients(db: Db, tenantId: number, name: string) {
  const rows = await db
    .update(letters)
    .set({ recipientName: name })
    .where(eq(letters.tenantId, tenantId))
    .returning({ id: letters.id });
  return rows.length;
}

export async function statementDocumentsOfTenant(db: Db, tenantId: number) {
  return db
    .select({ id: statementDocuments.id, year: statementDocuments.year })
    .from(statementDocuments)
    .where(eq(statementDocuments.tenantId, tenantId));
}

/** A statement document's list name and file name replaced; its PDF and figures stay. */
export async function eraseStatementDocument(db: Db, id: number, name: string, fileName: string) {
  await db.update(statementDocuments).set({ name, fileName }).where(eq(statementDocuments.id, id));
  // The delivery keeps method, status and time as the proof of receipt; the address goes.
  await db
    .update(statementDeliveries)
    .set({ recipient: null, lastError: null })
    .where(eq(statementDeliveries.documentId, id));
}

/** The §6a HeizkostenV information rows keep month and status as proof; the address goes. */
export async function eraseConsumptionInfoRecipients(db: Db, tenantId: number, placeholder: string) {
  await db
    .update(monthlyConsumptionInfo)
    .set({ recipient: placeholder, lastError: null })
    .where(eq(monthlyConsumptionInfo.tenancyId, tenantId));
}

/**
 * Deletes the mail log's copies of mails to these addresses, unless an address still belongs to
 * someone else (another tenancy, a landlord or a login).
 */
export async function deleteMailsTo(db: Db, addresses: readonly string[], tenantId: number) {
  const lower = [...new Set(addresses.map((a) => a.trim().toLowerCase()).filter((a) => a !== ''))];
  if (lower.length === 0) return 0;
  const stillUsed = await db
    .select({ email: sql<string>`lower(${tenants.email})` })
    .from(tenants)
    .where(and(ne(tenants.id, tenantId), inArray(sql`lower(${tenants.email})`, lower)))
    .union(
      db
        .select({ email: sql<string>`lower(${customers.email})` })
        .from(customers)
        .where(inArray(sql`lower(${customers.email})`, lower)),
    )
    .union(
      db
        .select({ email: sql<string>`lower(${users.email})` })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, lower)),
    );
  const used = new Set(stillUsed.map((r) => r.email));
  const erase = lower.filter((a) => !used.has(a));
  if (erase.length === 0) return 0;
  const rows = await db
    .delete(mailOutbox)
    .where(inArray(sql`lower(${mailOutbox.recipient})`, erase))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** The fields of audit details that name or reach a person. */
const PERSONAL_AUDIT_KEYS = [
  'salutation',
  'first_name',
  'last_name',
  'company',
  'email',
  'email_change_requested',
  'phone_number',
  'street_house_no',
  'zipcode',
  'city',
  'forwarding_address',
  'ibans',
  'iban',
  'name',
  'username',
  'recipient',
  'recipient_name',
];

/**
 * Removes the personal fields from the audit entries about the tenancy and its login; who did what
 * and when stays (the log's purpose, Art. 5 Abs. 2, Art. 32 DSGVO).
 */
export async function erasePersonalAuditDetails(db: Db, tenantId: number, userId: number | null) {
  const keys = sql`array[${sql.join(
    PERSONAL_AUDIT_KEYS.map((k) => sql`${k}`),
    sql`, `,
  )}]::text[]`;
  const rows = await db
    .update(auditLog)
    .set({ details: sql`${auditLog.details} - ${keys}` })
    .where(
      and(
        isNotNull(auditLog.details),
        or(
          and(eq(auditLog.entity, 'tenant'), eq(auditLog.entityId, String(tenantId))),
          userId === null
            ? undefined
            : and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId))),
        ),
      ),
    )
    .returning({ id: auditLog.id });
  return rows.length;
}
