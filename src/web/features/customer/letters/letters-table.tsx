import { useState } from 'react';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTimeDe } from '../../../../domain/dates.ts';
import { letterScreenTexts } from '../../../../domain/texts/index.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../api/api-error.ts';
import {
  downloadLetterPdf,
  lettersKey,
  sendLetter,
  useLetters,
  type LetterRecord,
} from '../../../api/letters.ts';
import { customerPostboxKey } from '../../../api/postbox.ts';
import { PagedTable } from '../../../components/paged-table.tsx';
import { useDownload } from '../../../components/use-download.ts';

const texts = letterScreenTexts;
const PAGE_SIZE = 10;

const when = (iso: string) => formatDateTimeDe(new Date(iso));

/** The receipt of a sent letter as text: the tenant's first opening is the landlord's proof. */
export function openedText(sentAt: string | null, openedAt: string | null): string {
  if (sentAt === null) return '–';
  return openedAt === null ? texts.notOpened : texts.opened(when(openedAt));
}

/** Sends a letter not sent yet; the list reloads with its channel and time. */
function SendButton({ propertyId, letter }: { propertyId: number; letter: LetterRecord }) {
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: () => sendLetter(letter.id),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: lettersKey(propertyId) });
      void queryClient.invalidateQueries({ queryKey: customerPostboxKey(propertyId) });
    },
  });
  return (
    <>
      <Button
        size="xs"
        loading={send.isPending}
        aria-label={texts.sendRow(letter.title)}
        onClick={() => send.mutate()}
      >
        {texts.send}
      </Button>
      {send.isError && (
        <Text size="xs" c="red" role="alert">
          {errorMessage(send.error)}
        </Text>
      )}
    </>
  );
}

/** The property's letters, newest first, with how they went out and whether the tenant opened them. */
export function LettersTable({ propertyId }: { propertyId: number }) {
  const [page, setPage] = useState(1);
  const list = useLetters(propertyId, PAGE_SIZE, (page - 1) * PAGE_SIZE);
  const { busy, error, download } = useDownload();
  const columns = Object.values(texts.columns);
  return (
    <Stack gap="sm" component="section" aria-labelledby="letters-heading">
      <Title order={2} size="h4" id="letters-heading">
        {texts.lettersHeading}
      </Title>
      {error && (
        <Text c="red" role="alert">
          {error}
        </Text>
      )}
      <PagedTable
        list={list}
        paging={{ page, pageSize: PAGE_SIZE, setPage }}
        caption={texts.lettersCaption}
        columns={columns}
        emptyMessage={texts.lettersEmpty}
        minWidth={760}
      >
        {(letter) => (
          <Table.Tr key={letter.id} data-letter={letter.id}>
            <Table.Td>{letter.title}</Table.Td>
            <Table.Td>{letter.recipient_name}</Table.Td>
            <Table.Td>{when(letter.created_at)}</Table.Td>
            <Table.Td>
              {letter.channel && letter.sent_at
                ? texts.sentVia(letter.channel, when(letter.sent_at))
                : texts.notSent}
            </Table.Td>
            <Table.Td>{openedText(letter.sent_at, letter.opened_at)}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button
                  variant="default"
                  size="xs"
                  loading={busy === `letter-${letter.id}`}
                  aria-label={texts.openPdf(letter.title)}
                  onClick={() =>
                    void download(
                      `letter-${letter.id}`,
                      () => downloadLetterPdf(letter.id),
                      `${letter.title}.pdf`,
                    )
                  }
                >
                  {texts.pdfButton}
                </Button>
                {letter.sent_at === null && <SendButton propertyId={propertyId} letter={letter} />}
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      </PagedTable>
    </Stack>
  );
}
