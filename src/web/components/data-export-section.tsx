import { Alert, Button, Paper, Text, Title } from '@mantine/core';
import { dataProtectionTexts } from '../../domain/texts/index.ts';
import type { DownloadedFile } from '../api/client.ts';
import { useDownload } from './use-download.ts';

const texts = dataProtectionTexts;

interface DataExportSectionProps {
  /** Fetches the archive (the customer's or the tenant's copy). */
  download: () => Promise<DownloadedFile>;
  /** The name to save under when the server names none. */
  fallbackName: string;
}

/**
 * „Meine Daten herunterladen“: a person's copy of its data (Art. 15, 20 DSGVO) as a ZIP, saved
 * through the browser's download once it has arrived; the button waits meanwhile.
 */
export function DataExportSection({ download, fallbackName }: DataExportSectionProps) {
  const { busy: running, error: failure, download: save } = useDownload();
  const busy = running !== null;
  const error = failure === null ? null : failure || texts.downloadFailed;
  const start = () => save('data-export', download, fallbackName);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="data-export-heading">
      <Title order={2} size="h4" id="data-export-heading" mb="sm">
        {texts.downloadHeading}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {texts.downloadHint}
      </Text>
      <Button variant="default" onClick={() => void start()} loading={busy} aria-busy={busy}>
        {texts.download}
      </Button>
      {busy && (
        <Text size="sm" c="dimmed" mt="xs" role="status">
          {texts.downloading}
        </Text>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert" mt="sm" title={texts.downloadFailed}>
          {error}
        </Alert>
      )}
    </Paper>
  );
}
