import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Code, Image, Stack } from '@mantine/core';
import { invoiceScreenTexts } from '../../../../domain/texts/index.ts';
import { downloadInvoiceFile, type InvoiceRecord } from '../../../api/invoices.ts';
import { ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { saveFile } from '../../../components/save-file.ts';
import { formatXmlText } from './xml-text.ts';
import { useObjectUrl } from '../../../components/object-url.ts';

const texts = invoiceScreenTexts.detail;

/**
 * The original file beside its fields: fetched with the bearer token (a plain link carries none),
 * then a PDF in a frame, an image as an image, an e-invoice's XML as indented text.
 */
export function OriginalView({ invoice }: { invoice: InvoiceRecord }) {
  const file = useQuery({
    queryKey: ['invoices', invoice.id, 'file'] as const,
    queryFn: () => downloadInvoiceFile(invoice.id),
    staleTime: Infinity,
  });
  const kind = invoice.content_type.split(';')[0]?.trim() ?? '';
  const isXml = kind === 'application/xml' || kind === 'text/xml';
  const blob = file.data?.blob;
  // The frame shows the bytes as the type the inbox stored, never as whatever the blob claims.
  const shown = useMemo(() => (blob ? new Blob([blob], { type: kind }) : undefined), [blob, kind]);
  const url = useObjectUrl(isXml ? undefined : shown);
  const xml = useQuery({
    queryKey: ['invoices', invoice.id, 'xml'] as const,
    queryFn: async () => formatXmlText(await blob!.text()),
    enabled: isXml && blob !== undefined,
    staleTime: Infinity,
  });

  if (file.status === 'pending') return <LoadingState label={texts.originalLoading} />;
  if (file.status === 'error')
    return <ErrorState message={texts.originalError} onRetry={() => void file.refetch()} />;

  const download = (
    <Button variant="default" size="xs" onClick={() => saveFile(file.data.blob, invoice.file_name)}>
      {texts.download}
    </Button>
  );
  return (
    <Stack gap="xs" data-testid="invoice-original">
      {isXml ? (
        // Focusable, so the keyboard can scroll the text too.
        <Code
          block
          tabIndex={0}
          role="region"
          aria-label={texts.originalFrame(invoice.file_name)}
          style={{ maxHeight: 640, overflow: 'auto' }}
        >
          {xml.data ?? ''}
        </Code>
      ) : url === null ? (
        <LoadingState label={texts.originalLoading} />
      ) : kind === 'application/pdf' ? (
        <iframe
          src={url}
          title={texts.originalFrame(invoice.file_name)}
          style={{ width: '100%', height: 640, border: '1px solid var(--mantine-color-default-border)' }}
        />
      ) : (
        <Image src={url} alt={texts.originalImage(invoice.file_name)} fit="contain" mah={640} />
      )}
      <div>{download}</div>
    </Stack>
  );
}
