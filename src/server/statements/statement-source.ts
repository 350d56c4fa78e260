/**
 * Where a property's statements come from: the stored data while the year is open, the frozen
 * result once it is finalized. Also the letter's parties (landlord and tenants).
 */
import { eq } from 'drizzle-orm';
import { printedIban } from '../../domain/bank/iban.ts';
import { parseAddress } from '../../domain/address.ts';
import { todayIso } from '../../domain/dates.ts';
import { tenantName, type StoredBillingData } from '../../domain/statements/engine-input.ts';
import { settingsDefaults } from '../../domain/statements/settings-defaults.ts';
import { statementCheckTexts, statementPdfTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { scopeOf } from '../auth/policy.ts';
import type { AppContext } from '../context/app-context.ts';
import { tenants } from '../db/schema.ts';
import { NotFoundError } from '../../domain/errors.ts';
import type { BankAccount } from '../../domain/payments/bank-account.ts';
import type { Party } from '../pdf/statement-schema.ts';
import { findProperty } from '../properties/repository.ts';
import * as repo from './repository.ts';
import { frozenAnswerOf } from './frozen-answer.ts';
import { partyName } from '../../domain/party-name.ts';

/** The property when the actor may see it; another customer's is simply not found. */
export async function statementProperty(ctx: AppContext, actor: Actor, id: number) {
  const property = await findProperty(ctx.db, scopeOf(actor), id);
  if (!property) throw new NotFoundError(statementCheckTexts.propertyNotFound);
  return property;
}

export type StatementProperty = Awaited<ReturnType<typeof statementProperty>>;

export const today = (ctx: AppContext) => todayIso(ctx.now());

/** The defaults of a year's settings from the property's heating answers (stored settings win). */
export const propertySettingsDefaults = (property: StatementProperty) =>
  settingsDefaults({
    heatingSystem: property.heating_system,
    centralHotWater: property.central_hot_water,
    co2BuildingType: property.co2_building_type,
    co2Restriction: property.co2_restriction,
  });

export async function storedData(
  ctx: AppContext,
  property: StatementProperty,
  year: number,
): Promise<StoredBillingData> {
  return repo.loadBillingData(
    ctx.db,
    {
      id: property.id,
      address: property.address,
      heatingSystem: property.heating_system ?? null,
      defaults: propertySettingsDefaults(property),
    },
    year,
  );
}

/** The frozen answer of a finalized year, or undefined while it is open. */
export async function frozenStatements(ctx: AppContext, propertyId: number, year: number) {
  const row = await repo.findFrozenAnswer(ctx.db, propertyId, year);
  if (!row?.closedAt) return undefined;
  return (await frozenAnswerOf(row)) ?? undefined;
}

export const addressLines = (address: string | null | undefined): string[] => {
  const a = parseAddress(address);
  return [a.street, [a.zip, a.city].filter(Boolean).join(' ')].filter((l) => l.trim() !== '');
};

export async function landlordParty(ctx: AppContext, propertyId: number): Promise<Party> {
  const c = await repo.findLandlord(ctx.db, propertyId);
  const name = (c && partyName({ ...c, company: c.companyName })) || statementPdfTexts.letter.landlordUnnamed;
  const account = receivingAccount(c);
  const bank = account
    ? statementPdfTexts.letter.bank(account.bic, account.account_holder.trim() || null)
    : '';
  return {
    name,
    address_lines: addressLines(c?.address),
    ...(c?.phoneNumber?.trim() ? { phone: c.phoneNumber.trim() } : {}),
    ...(c?.email?.trim() ? { email: c.email.trim() } : {}),
    ...(account ? { iban: printedIban(account.iban) } : {}),
    ...(bank ? { bank } : {}),
  };
}

/**
 * The account tenants pay to: the property's receiving account where one is entered (the account whose bank
 * statements are imported), else the landlord's profile; null while neither has an IBAN. The letterhead, the
 * payment text and the GiroCode all name this one account, so the code and the text never disagree.
 */
function receivingAccount(c: Awaited<ReturnType<typeof repo.findLandlord>>): BankAccount | null {
  if (c?.propertyIban?.trim())
    return {
      iban: c.propertyIban,
      bic: c.propertyBic?.trim() || null,
      account_holder: c.propertyAccountHolder?.trim() ?? '',
    };
  if (c?.iban?.trim())
    return { iban: c.iban, bic: c.bic?.trim() || null, account_holder: c.accountHolder?.trim() ?? '' };
  return null;
}

/**
 * The account a tenant pays a back-payment to, as the GiroCode needs it (IBAN, BIC, account holder): the
 * property's receiving account, else the landlord's profile, or null while no IBAN is stored. Whether it is
 * complete and valid the GiroCode decides; the refund file pays from the same account.
 */
export async function payeeAccount(ctx: AppContext, propertyId: number): Promise<BankAccount | null> {
  return receivingAccount(await repo.findLandlord(ctx.db, propertyId));
}

/** A forwarding address as typed (lines or commas), without the trailing country of a German one. */
export function forwardingLines(text: string | null | undefined): string[] {
  const lines = (text ?? '')
    .split(/\r?\n|,/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (lines.length > 1 && /^deutschland$/i.test(lines.at(-1)!)) lines.pop();
  return lines;
}

/**
 * The recipients: a tenant who has moved out by the statement's date gets it at the forwarding
 * address where one is stored (the statement must reach the tenant, §556 Abs. 3 BGB; the dwelling
 * is no longer theirs); otherwise the tenant's own postal address where one is stored, else the
 * dwelling in the property.
 */
export async function tenantParties(
  ctx: AppContext,
  property: StatementProperty,
  stored: StoredBillingData,
): Promise<Map<number, Party>> {
  const rows = await ctx.db
    .select({
      id: tenants.id,
      streetHouseNo: tenants.streetHouseNo,
      zipcode: tenants.zipcode,
      city: tenants.city,
      moveOut: tenants.moveOut,
      forwardingAddress: tenants.forwardingAddress,
    })
    .from(tenants)
    .where(eq(tenants.propertyId, property.id));
  const postal = new Map(rows.map((r) => [r.id, r]));
  const parties = new Map<number, Party>();
  const day = today(ctx);
  for (const t of stored.tenants) {
    const own = postal.get(t.id);
    const forwarding = own?.moveOut && own.moveOut < day ? forwardingLines(own.forwardingAddress) : [];
    const lines =
      forwarding.length > 0
        ? forwarding
        : own?.streetHouseNo?.trim() && own.city?.trim()
          ? [own.streetHouseNo.trim(), `${own.zipcode?.trim() ?? ''} ${own.city.trim()}`.trim()]
          : [...(t.floor?.trim() ? [t.floor.trim()] : []), ...addressLines(property.address)];
    parties.set(t.id, {
      name: tenantName(t) || t.lastName,
      address_lines: lines.slice(0, 4).map((l) => l.slice(0, 200)),
    });
  }
  return parties;
}
