import { useMemo } from 'react';
import { Button, Stack } from '@mantine/core';
import type { DownloadedFile } from '../api/client.ts';
import { saveFile } from './save-file.ts';
import { useObjectUrl } from './object-url.ts';

interface PdfFrameProps {
  file: DownloadedFile;
  /** The frame's accessible name. */
  title: string;
  fallbackName: string;
  downloadLabel: string;
  testId?: string;
}

/**
 * A PDF fetched with the bearer token (a plain link carries none), shown in a frame from a blob
 * URL (the content security policy allows `frame-src blob:`), with a button to save it.
 */
export function PdfFrame({ file, title, fallbackName, downloadLabel, testId }: PdfFrameProps) {
  // The frame shows the bytes as a PDF whatever type the blob claims.
  const blob = useMemo(() => new Blob([file.blob], { type: 'application/pdf' }), [file.blob]);
  const url = useObjectUrl(blob);
  return (
    <Stack gap="xs" data-testid={testId}>
      {url && (
        <iframe
          src={url}
          title={title}
          style={{ width: '100%', height: 640, border: '1px solid var(--mantine-color-default-border)' }}
        />
      )}
      <div>
        <Button
          variant="default"
          size="xs"
          onClick={() => saveFile(file.blob, file.filename ?? fallbackName)}
        >
          {downloadLabel}
        </Button>
      </div>
    </Stack>
  );
}
