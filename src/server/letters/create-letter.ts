/**
 * A new letter from a template: the fields read by the template's schema, the letter built from the
 * stored data (the domain's rules refuse what would make it void), its PDF rendered, and the letter
 * with its frozen PDF stored in one transaction together with, for a handover protocol, the meter
 * readings it records. Those readings are stored on the handover date like any typed reading, so at
 * a change of tenant they are the interim reading § 9b Abs. 1 HeizkostenV requires and the year is
 * split by them instead of by degree days (§ 9b Abs. 2).
 */
import { ValidationError } from '../../domain/errors.ts';
import { letterFieldSchemas, type LetterFields } from '../../domain/letters/catalogue.ts';
import type { HandoverReading } from '../../domain/letters/templates/handover-protocol.ts';
import { buildLetter } from '../../domain/letters/templates/build-letter.ts';
import type { CreateLetterBody, LetterRecord } from '../../domain/schemas/letters.ts';
import { formatMoneyDe } from '../../domain/money.ts';
import { validationProblem } from '../../domain/schemas/validation-problem.ts';
import type { TemplateId } from '../../domain/texts/templates.ts';
import { writeAudit } from '../audit/repository.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { visibleProperty } from '../payments/visible-property.ts';
import { letterContext, letterData, letterTenantOf } from './letter-sources.ts';
import { toLetterRecord } from './letter-record.ts';
import * as repo from './repository.ts';

/** The template's fields, or a 400 naming the first refused field in German. */
function parseFields<K extends TemplateId>(template: K, fields: unknown): LetterFields[K] {
  const parsed = letterFieldSchemas[template].safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const problem = validationProblem(['fields', ...(issue?.path ?? [])], issue?.message);
  throw new ValidationError(problem.message, { field: problem.field });
}

const extras = (result: object) =>
  result as {
    readonly readings?: readonly HandoverReading[];
    readonly girocode?: string | null;
    readonly due?: { readonly totalCents: number };
  };

export async function createLetter(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  body: CreateLetterBody,
): Promise<LetterRecord> {
  const property = await visibleProperty(ctx, actor, propertyId);
  const fields = parseFields(body.template, body.fields);
  const tenant = await letterTenantOf(ctx, property.id, body.tenant_id);
  const context = await letterContext(ctx, property, tenant);
  const data = await letterData(ctx, body.template, property, context, tenant, fields);
  const result = buildLetter(body.template, context, fields, data);
  const { readings = [], girocode = null, due } = extras(result);
  const pdf = await ctx.pdfs.letterPdf({
    document: result.document,
    girocode: girocode && due ? { payload: girocode, amount: formatMoneyDe(due.totalCents, 'plain') } : null,
  });
  const meters = new Map(
    (data as { meters?: { id: number; unit: string }[] } | undefined)?.meters?.map((m) => [m.id, m]) ?? [],
  );

  const row = await ctx.db.transaction(async (tx) => {
    const letter = await repo.insertLetter(tx, {
      propertyId: property.id,
      tenantId: tenant.id,
      template: body.template,
      title: result.document.title,
      recipientName: context.tenant.name,
      fields,
      document: result.document,
      problems: [...result.problems],
      pdf: Buffer.from(pdf),
      createdBy: actor.userId,
      createdAt: ctx.now(),
    });
    const stored = await repo.insertHandoverReadings(
      tx,
      readings.map((r) => ({
        meterId: r.meter_id,
        readingDate: r.reading_date,
        readingValue: r.value.toFixed(3),
        unit: meters.get(r.meter_id)!.unit,
        isEstimated: false,
        // A lower count the landlord marked as a meter exchange is kept flagged as one, as the readings screens do.
        suspectedExchange: r.meter_exchange,
        source: 'handover-protocol',
        letterId: letter.id,
        createdBy: actor.userId,
      })),
    );
    await writeAudit(tx, actor, {
      action: 'letter.create',
      entity: 'letter',
      entityId: letter.id,
      details: {
        property_id: property.id,
        tenant_id: tenant.id,
        template: body.template,
        ...(stored.length > 0 ? { reading_ids: stored.map((s) => s.id) } : {}),
      },
    });
    return letter;
  });
  return toLetterRecord(row);
}
