import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Badge, Button, Container, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { PROPERTY_STATUSES } from '../../../../domain/catalog.ts';
import { formatDateDe } from '../../../../domain/dates.ts';
import { adminPropertyTexts, pageTexts } from '../../../../domain/texts/index.ts';
import type { ListPage } from '../../../api/client.ts';
import { propertyListQueryKey, usePropertyList } from '../../../api/list-properties.ts';
import type { PropertyListItem, PropertyStatus } from '../../../api/types.ts';
import { selectId } from '../../../routing/selection.ts';
import { addressLines } from '../../../components/address.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { ListPager } from '../../../components/list-pager.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { useKeepPageInRange, usePagedSearch } from '../../../components/use-paged-search.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actionsFor, isDeleteWord, type PropertyAction } from './property-actions.ts';
import { propertyDetailHref } from './property-links.ts';
import { runPropertyAction } from './run-property-action.ts';
import { TypeToDeleteDialog } from './type-to-delete-dialog.tsx';

const texts = adminPropertyTexts;

/** How long the green note after an action stays. */
export const ACTION_SUCCESS_MS = 2000;

type Notice = { tone: 'success' | 'error'; text: string };
interface Pending {
  action: PropertyAction;
  property: PropertyListItem;
}

function StatusCell({ property }: { property: PropertyListItem }) {
  return (
    <Stack gap={2}>
      <Badge color={property.status === 'active' ? 'green' : 'gray'} variant="light">
        {texts.status[property.status]}
      </Badge>
      {property.ended_at && (
        <Text size="xs" c="dimmed">
          {texts.endedOn(formatDateDe(property.ended_at))}
        </Text>
      )}
    </Stack>
  );
}

export function PropertiesPage() {
  const [status, setStatus] = useState<PropertyStatus>('active');
  const paging = usePagedSearch();
  const listParams = { ...paging.params, status };
  const list = usePropertyList(listParams);
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [typing, setTyping] = useState<PropertyListItem | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = window.setTimeout(() => setNotice(null), ACTION_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const act = useMutation({
    mutationFn: ({ action, property }: Pending) => runPropertyAction(action, property.id),
    onSuccess: (_, { action, property }) => {
      // The row goes at once; the reload that follows brings the totals and the next rows.
      queryClient.setQueryData(
        propertyListQueryKey(listParams),
        (page: ListPage<PropertyListItem> | undefined) =>
          page && { rows: page.rows.filter((p) => p.id !== property.id), total: Math.max(0, page.total - 1) },
      );
      setNotice({ tone: 'success', text: texts.success[action] });
      void queryClient.invalidateQueries({ queryKey: ['properties'] });
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
    },
    onError: (_, { action }) => setNotice({ tone: 'error', text: texts.failure[action] }),
    onSettled: () => setPending(null),
  });

  const ask = (action: PropertyAction, property: PropertyListItem) => {
    setNotice(null);
    setPending({ action, property });
  };

  const confirm = () => {
    if (!pending) return;
    if (pending.action === 'delete') {
      // A hard delete needs the typed word as a second step.
      setTyping(pending.property);
      setPending(null);
      return;
    }
    act.mutate(pending);
  };

  const typed = (word: string) => {
    const property = typing;
    setTyping(null);
    if (!property) return;
    if (!isDeleteWord(word, texts.typeToDelete.word)) {
      setNotice({ tone: 'error', text: texts.typeToDelete.cancelled });
      return;
    }
    act.mutate({ action: 'delete', property });
  };

  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  useKeepPageInRange(paging, list.data?.total);

  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={pageTexts.adminProperties.title}
        description={pageTexts.adminProperties.description}
      />
      <Stack gap="md">
        <Group align="flex-end" gap="lg">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="property-status-label">
              {texts.statusLabel}
            </Text>
            <SegmentedControl
              aria-labelledby="property-status-label"
              value={status}
              onChange={(value) => {
                setStatus(value as PropertyStatus);
                paging.setPage(1);
                setNotice(null);
              }}
              data={PROPERTY_STATUSES.map((s) => ({ value: s, label: texts.filters[s] }))}
            />
          </Stack>
          <SearchInput
            value={paging.search}
            onChange={paging.setSearch}
            placeholder={texts.searchPlaceholder}
          />
        </Group>
        {notice && (
          <Alert
            color={notice.tone === 'success' ? 'green' : 'red'}
            variant="light"
            role={notice.tone === 'success' ? 'status' : 'alert'}
            title={notice.text}
          />
        )}
        {list.status === 'pending' ? (
          <LoadingState />
        ) : list.status === 'error' ? (
          <ErrorState onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState message={texts.empty} />
        ) : (
          <>
            <Table.ScrollContainer minWidth={720}>
              <Table striped highlightOnHover aria-busy={list.isFetching}>
                <Table.Caption>{texts.caption}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{texts.columns.address}</Table.Th>
                    <Table.Th scope="col">{texts.columns.customer}</Table.Th>
                    <Table.Th scope="col">{texts.columns.status}</Table.Th>
                    <Table.Th scope="col">{texts.columns.actions}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((property) => {
                    const [street, place] = addressLines(property.address);
                    return (
                      <Table.Tr key={property.id}>
                        <Table.Td>
                          <Link
                            to={propertyDetailHref(property.id)}
                            onClick={() => selectId('property', property.id)}
                          >
                            {street || property.address}
                          </Link>
                          <Text size="sm" c="dimmed">
                            {place}
                          </Text>
                        </Table.Td>
                        <Table.Td>{property.customer_name}</Table.Td>
                        <Table.Td>
                          <StatusCell property={property} />
                        </Table.Td>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            {actionsFor(property.status).map((action) => (
                              <Button
                                key={action}
                                size="xs"
                                variant={action === 'delete' ? 'light' : 'default'}
                                color={action === 'delete' ? 'red' : undefined}
                                onClick={() => ask(action, property)}
                                aria-label={`${texts.actions[action]}: ${street || property.address}`}
                              >
                                {texts.actions[action]}
                              </Button>
                            ))}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListPager
              page={paging.page}
              total={total}
              pageSize={paging.pageSize}
              onChange={paging.setPage}
            />
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={pending !== null}
        title={texts.confirmTitle}
        message={pending ? texts.confirm[pending.action] : ''}
        confirmLabel={pending ? texts.actions[pending.action] : ''}
        cancelLabel={texts.cancel}
        danger={pending?.action === 'delete'}
        loading={act.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
      <TypeToDeleteDialog
        opened={typing !== null}
        onSubmit={typed}
        onCancel={() => {
          setTyping(null);
          setNotice({ tone: 'error', text: texts.typeToDelete.cancelled });
        }}
      />
    </Container>
  );
}
