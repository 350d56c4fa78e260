import type { LetterRecord } from '../../domain/schemas/letters.ts';
import type { TemplateId } from '../../domain/texts/templates.ts';
import type { LetterRow } from './repository.ts';

/** A stored letter as the API answers it (without fields, document and PDF). */
export function toLetterRecord(row: LetterRow): LetterRecord {
  return {
    id: row.id,
    property_id: row.propertyId,
    template: row.template as TemplateId,
    tenant_id: row.tenantId,
    title: row.title,
    recipient_name: row.recipientName,
    created_at: row.createdAt.toISOString(),
    problems: Array.isArray(row.problems) ? (row.problems as string[]) : [],
    channel: (row.channel as LetterRecord['channel']) ?? null,
    sent_at: row.sentAt?.toISOString() ?? null,
    opened_at: row.openedAt?.toISOString() ?? null,
  };
}
