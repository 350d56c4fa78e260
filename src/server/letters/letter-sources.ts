/**
 * The stored data a letter is filled from: the context every template reads (landlord, tenant,
 * dwelling, property) and each template's own data (the finalized statement, the arrears, the
 * dwelling's meters). Read through the functions the statements and payments already use, so a
 * letter names the same landlord, account and figures as the statement it follows.
 */
import { todayIso, type IsoDate } from '../../domain/dates.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { isVacancy } from '../../domain/catalog.ts';
import type { LetterFields } from '../../domain/letters/catalogue.ts';
import type { LetterContext } from '../../domain/letters/letter-document.ts';
import type { LetterData } from '../../domain/letters/templates/build-letter.ts';
import { partyName } from '../../domain/party-name.ts';
import type { PropertyRecord } from '../../domain/schemas/records.ts';
import { letterServerTexts } from '../../domain/texts/letters.ts';
import type { TemplateId } from '../../domain/texts/templates.ts';
import type { AppContext } from '../context/app-context.ts';
import { frozenAnswerOf } from '../statements/frozen-answer.ts';
import { advanceMonthsDue } from '../payments/payment-reminder.ts';
import {
  addressLines,
  forwardingLines,
  landlordParty,
  payeeAccount,
} from '../statements/statement-source.ts';
import * as repo from './repository.ts';

const numeric = (v: string | null | undefined) => (v === null || v === undefined ? null : Number(v));

/** The tenant of the property the letter is written to; another property's or an unknown one is not found. */
export async function letterTenantOf(ctx: AppContext, propertyId: number, tenantId: number) {
  const row = await repo.letterTenant(ctx.db, propertyId, tenantId);
  if (!row) throw new NotFoundError(letterServerTexts.tenantNotFound);
  if (isVacancy(row.lastName)) throw new ValidationError(letterServerTexts.vacancy, { field: 'tenant_id' });
  return row;
}

/**
 * Where the letter goes, as for the statement: after the move-out the forwarding address where one
 * is stored, else the tenant's own postal address; empty means the dwelling in the property.
 */
function tenantAddress(row: repo.LetterTenantRow, today: IsoDate): string[] {
  const forwarding = row.moveOut && row.moveOut < today ? forwardingLines(row.forwardingAddress) : [];
  if (forwarding.length > 0) return forwarding.slice(0, 4);
  if (row.streetHouseNo?.trim() && row.city?.trim())
    return [row.streetHouseNo.trim(), `${row.zipcode?.trim() ?? ''} ${row.city.trim()}`.trim()];
  return [];
}

export async function letterContext(
  ctx: AppContext,
  property: PropertyRecord,
  tenant: repo.LetterTenantRow,
): Promise<LetterContext> {
  const today = todayIso(ctx.now());
  const [landlord, account] = await Promise.all([
    landlordParty(ctx, property.id),
    payeeAccount(ctx, property.id),
  ]);
  const place = (landlord.address_lines.at(-1) ?? '').replace(/^\d{4,5}\s+/, '').trim();
  const dwellingLabel = tenant.dwellingLabel ?? tenant.floor?.trim() ?? null;
  return {
    created_on: today,
    landlord: {
      name: landlord.name,
      address_lines: landlord.address_lines,
      place,
      bank: account
        ? { iban: account.iban, bic: account.bic, account_holder: account.account_holder || landlord.name }
        : null,
    },
    tenant: {
      id: tenant.id,
      name: partyName(tenant) || tenant.lastName,
      salutation: tenant.salutation,
      first_name: tenant.firstName,
      last_name: tenant.lastName,
      company: tenant.company,
      address_lines: tenantAddress(tenant, today),
      move_in: tenant.moveIn,
      move_out: tenant.moveOut,
      annual_advance_cents: tenant.annualAdvanceCents,
    },
    // Properties carry no name of their own besides their address, which the address lines already give.
    property: { name: '', address_lines: addressLines(property.address) },
    dwelling: dwellingLabel
      ? { label: dwellingLabel, area_m2: numeric(tenant.dwellingArea) ?? numeric(tenant.tenantArea) }
      : null,
  };
}

/** The frozen statements of the chosen year, else of the newest finalized one; null when none is finalized. */
async function finalizedStatement(ctx: AppContext, propertyId: number, year: number | undefined) {
  const row = await repo.newestFinalizedYear(ctx.db, propertyId, year);
  return row ? frozenAnswerOf(row) : null;
}

/** Each template's own stored data. */
export async function letterData<K extends TemplateId>(
  ctx: AppContext,
  template: K,
  property: PropertyRecord,
  letter: LetterContext,
  tenant: repo.LetterTenantRow,
  fields: LetterFields[K],
): Promise<LetterData[K]> {
  return (await dataOf(ctx, template, property, letter, tenant, fields as never)) as LetterData[K];
}

async function dataOf(
  ctx: AppContext,
  template: TemplateId,
  property: PropertyRecord,
  letter: LetterContext,
  tenant: repo.LetterTenantRow,
  fields: Record<string, unknown>,
): Promise<LetterData[TemplateId]> {
  switch (template) {
    case 'advance-payment': {
      const f = fields as LetterFields['advance-payment'];
      return { statement: await finalizedStatement(ctx, property.id, f.statement_year) };
    }
    case 'annual-plan': {
      const [statement, tenancies] = await Promise.all([
        finalizedStatement(ctx, property.id, undefined),
        repo.propertyTenancies(ctx.db, property.id),
      ]);
      return {
        statement,
        tenants: tenancies
          .filter((tn) => !isVacancy(tn.lastName))
          .map((tn) => ({
            id: tn.id,
            name: partyName(tn) || tn.lastName,
            annual_advance_cents: tn.annualAdvanceCents,
            move_out: tn.moveOut,
          })),
      };
    }
    case 'payment-request': {
      const f = fields as LetterFields['payment-request'];
      if (f.reason === 'statement') {
        const statement = await finalizedStatement(ctx, property.id, f.statement_year);
        const own = statement?.statements.find((s) => s.tenant_id === tenant.id);
        return {
          owed: {
            kind: 'statement',
            year: statement?.year ?? f.statement_year ?? '',
            period: statement?.period ?? { from: letter.created_on, to: letter.created_on },
            balanceCents: own?.balance_cents ?? 0,
          },
        };
      }
      const year = Number(letter.created_on.slice(0, 4));
      const { months } = await advanceMonthsDue(ctx, property.id, tenant.id, year, letter.created_on);
      return {
        owed: {
          kind: 'advances',
          months: months.map((m) => ({ month: m.month, dueCents: m.due_cents, paidCents: m.received_cents })),
        },
      };
    }
    case 'handover-protocol': {
      const f = fields as LetterFields['handover-protocol'];
      const meters = await repo.dwellingMeters(ctx.db, tenant, f.handover_date);
      return {
        meters: meters.map((m) => ({
          id: m.id,
          number: m.number,
          type: m.type,
          unit: m.unit,
          last_reading: m.last,
        })),
      };
    }
    default:
      return undefined;
  }
}
