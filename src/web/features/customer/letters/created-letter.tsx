import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTimeDe } from '../../../../domain/dates.ts';
import { letterScreenTexts } from '../../../../domain/texts/index.ts';
import { errorMessage } from '../../../api/api-error.ts';
import { downloadLetterPdf, lettersKey, sendLetter, type LetterRecord } from '../../../api/letters.ts';
import { customerPostboxKey } from '../../../api/postbox.ts';
import { ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { PdfFrame } from '../../../components/pdf-frame.tsx';

const texts = letterScreenTexts;

export const letterPdfKey = (id: number) => ['letters', id, 'pdf'] as const;

/** „Per E-Mail … am 28.11.2026, 17:05.“ — what sending did, with its time. */
export function SentNotice({ channel, sentAt }: { channel: 'email' | 'post'; sentAt: string }) {
  return (
    <Alert
      color="green"
      variant="light"
      role="status"
      title={texts.sent(channel, formatDateTimeDe(new Date(sentAt)))}
    />
  );
}

interface CreatedLetterProps {
  propertyId: number;
  letter: LetterRecord;
  onSent: (letter: LetterRecord) => void;
}

/**
 * The letter just created: its warnings, the server's PDF in a frame (the preview of the real
 * letter, with every figure from stored data) and sending it to the tenant.
 */
export function CreatedLetter({ propertyId, letter, onSent }: CreatedLetterProps) {
  const queryClient = useQueryClient();
  const pdf = useQuery({
    queryKey: letterPdfKey(letter.id),
    queryFn: () => downloadLetterPdf(letter.id),
    staleTime: Infinity,
  });
  const send = useMutation({
    mutationFn: () => sendLetter(letter.id),
    onSuccess: (sent) => {
      onSent({ ...letter, channel: sent.channel, sent_at: sent.sent_at });
      void queryClient.invalidateQueries({ queryKey: lettersKey(propertyId) });
      void queryClient.invalidateQueries({ queryKey: customerPostboxKey(propertyId) });
    },
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="created-letter-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="created-letter-heading">
          {texts.pdfHeading}
        </Title>
        <Alert color="green" variant="light" role="status" title={texts.created(letter.title)}>
          <Text size="sm">{letter.recipient_name}</Text>
        </Alert>
        {letter.problems.length > 0 && (
          <Alert color="yellow" variant="light" title={texts.problemsHeading} data-testid="letter-problems">
            <List size="sm">
              {letter.problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group>
          {letter.channel && letter.sent_at ? null : (
            <Button onClick={() => send.mutate()} loading={send.isPending}>
              {texts.send}
            </Button>
          )}
        </Group>
        {letter.channel && letter.sent_at && <SentNotice channel={letter.channel} sentAt={letter.sent_at} />}
        {send.isError && <Alert color="red" variant="light" role="alert" title={errorMessage(send.error)} />}
        {pdf.status === 'pending' ? (
          <LoadingState label={texts.pdfLoading} />
        ) : pdf.status === 'error' ? (
          <ErrorState message={texts.pdfError} onRetry={() => void pdf.refetch()} />
        ) : (
          <PdfFrame
            file={pdf.data}
            title={texts.pdfFrame(letter.title)}
            fallbackName={`${letter.title}.pdf`}
            downloadLabel={texts.download}
            testId="letter-pdf"
          />
        )}
      </Stack>
    </Paper>
  );
}
