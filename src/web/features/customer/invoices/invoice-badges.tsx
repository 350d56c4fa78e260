import { Badge, VisuallyHidden } from '@mantine/core';
import type { FieldSource, InvoiceStatus } from '../../../../domain/invoices/invoice-reading.ts';
import { invoiceScreenTexts as texts } from '../../../../domain/texts/index.ts';

const STATUS_COLORS: Record<InvoiceStatus, string> = {
  read: 'blue',
  needs_review: 'yellow',
  unreadable: 'red',
  approved: 'green',
  rejected: 'gray',
};

export function StatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {texts.statuses[status]}
    </Badge>
  );
}

/** Where a field's value came from; OCR in orange, since a person must look at it. */
export function SourceBadge({ source }: { source: FieldSource }) {
  return (
    <Badge size="xs" variant="outline" color={source === 'ocr' ? 'orange' : 'gray'}>
      <VisuallyHidden>{texts.sourcePrefix}</VisuallyHidden>
      {texts.sources[source]}
    </Badge>
  );
}
