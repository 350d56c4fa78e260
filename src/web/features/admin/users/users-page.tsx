import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Container, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UserRecord } from '../../../../domain/schemas/records.ts';
import { adminUsersTexts, armedTexts, pageTexts, roleLabels } from '../../../../domain/texts/index.ts';
import { ApiError } from '../../../api/api-error.ts';
import { useCustomers } from '../../../api/get-customers.ts';
import { useTenants } from '../../../api/get-tenants.ts';
import { useUsers } from '../../../api/get-users.ts';
import { useDeleteUser } from '../../../api/delete-user.ts';
import { paths } from '../../../routing/paths.ts';
import { announceUserChange, useUserSync } from '../../../session/user-sync.ts';
import { ArmedButton } from '../../../components/armed-button.tsx';
import { BackButton } from '../../../components/back-button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { AccessPanel, type AccessPanelProps } from '../access/index.ts';
import { userEditLink } from './user-edit-selection.ts';
import {
  pageCount,
  sortDirection,
  toggleSort,
  userTarget,
  USERS_PAGE_SIZE,
  type UserSortField,
} from './users-list.ts';

const texts = adminUsersTexts;
const COLUMNS: UserSortField[] = ['id', 'username', 'email', 'role'];

type Notice = { color: 'green' | 'red' | 'yellow'; text: string } | null;

function SortHeader({
  field,
  sort,
  onSort,
}: {
  field: UserSortField;
  sort: string;
  onSort: (field: UserSortField) => void;
}) {
  const direction = sortDirection(sort, field);
  const label = texts.columns[field];
  return (
    <Table.Th aria-sort={direction}>
      <UnstyledButton
        onClick={() => onSort(field)}
        fw={700}
        aria-label={texts.sortBy(label)}
        style={{ whiteSpace: 'nowrap' }}
      >
        {label} {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : ''}
      </UnstyledButton>
    </Table.Th>
  );
}

export function UsersPage() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 250);
  const [sort, setSort] = useState('id');
  const [offset, setOffset] = useState(0);
  const [notice, setNotice] = useState<Notice>(null);
  const [access, setAccess] = useState<Omit<AccessPanelProps, 'onClose' | 'onChanged'> | null>(null);
  const users = useUsers({ limit: USERS_PAGE_SIZE, offset, q: debounced, sort });
  const customers = useCustomers();
  const tenants = useTenants();
  const remove = useDeleteUser();

  const refresh = () => {
    void users.refetch();
    void customers.refetch();
    void tenants.refetch();
  };
  useUserSync(refresh);

  // A new search starts on the first page.
  useEffect(() => setOffset(0), [debounced]);

  const rows = users.data?.rows ?? [];
  const total = users.data?.total ?? 0;
  // Deleting the last row of the last page would leave an empty page behind.
  useEffect(() => {
    if (users.isSuccess && rows.length === 0 && offset > 0) setOffset(Math.max(0, offset - USERS_PAGE_SIZE));
  }, [users.isSuccess, rows.length, offset]);

  const linksReady = customers.isSuccess && tenants.isSuccess;
  const targetOf = (user: UserRecord) => userTarget(user, customers.data ?? [], tenants.data ?? []);

  const show = (user: UserRecord) => {
    if (customers.isError) return setNotice({ color: 'red', text: texts.customerLoadFailed });
    const target = targetOf(user);
    if (target.type === 'noCustomer') return setNotice({ color: 'yellow', text: texts.noCustomer });
    const selection =
      target.type === 'customer'
        ? { kind: 'customer' as const, id: target.customer.id }
        : target.type === 'tenant'
          ? { kind: 'tenant' as const, id: target.tenant.id }
          : { kind: 'admin' as const, id: user.id };
    void navigate(userEditLink(paths.adminUserEdit, selection));
  };

  const openAccess = (user: UserRecord) => {
    setNotice(null);
    const target = targetOf(user);
    if (target.type === 'customer') return setAccess({ kind: 'customer', record: target.customer });
    if (target.type === 'tenant') return setAccess({ kind: 'tenant', record: target.tenant });
    setAccess({
      kind: user.role === 'tenant' ? 'tenant' : 'customer',
      record: { id: user.id, user_id: user.id, email: user.email },
      loginOnly: true,
    });
  };

  const deleteUser = (user: UserRecord) => {
    setNotice(null);
    remove.mutate(user.id, {
      onSuccess: () => {
        setNotice({ color: 'green', text: texts.deleted });
        announceUserChange();
        refresh();
      },
      onError: (error) => {
        const text =
          error instanceof ApiError && !error.isNetworkError
            ? error.fromServer
              ? `${texts.deleteFailed} ${error.message}`
              : texts.deleteFailed
            : texts.deleteError;
        setNotice({ color: 'red', text });
      },
    });
  };

  const pages = pageCount(total);
  const page = Math.floor(offset / USERS_PAGE_SIZE) + 1;

  return (
    <Container size="lg" py="xl">
      <BackButton to={paths.adminDashboard} label={texts.back} />
      <PageHeader title={pageTexts.adminUsers.title} description={pageTexts.adminUsers.description} />
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <SearchInput value={query} onChange={setQuery} placeholder={texts.searchPlaceholder} />
          <Button onClick={() => void navigate(`${paths.adminCustomerDetail}?id=new`)}>
            {texts.newCustomer}
          </Button>
        </Group>
        {notice && (
          <Alert
            color={notice.color}
            role={notice.color === 'red' ? 'alert' : 'status'}
            withCloseButton
            closeButtonLabel={armedTexts.cancel}
            onClose={() => setNotice(null)}
          >
            {notice.text}
          </Alert>
        )}
        {users.status === 'pending' ? (
          <LoadingState />
        ) : users.status === 'error' ? (
          <ErrorState onRetry={() => void users.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState message={texts.empty} />
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover aria-label={pageTexts.adminUsers.title}>
              <Table.Thead>
                <Table.Tr>
                  {COLUMNS.map((field) => (
                    <SortHeader
                      key={field}
                      field={field}
                      sort={sort}
                      onSort={(f) => {
                        setSort(toggleSort(sort, f));
                        setOffset(0);
                      }}
                    />
                  ))}
                  <Table.Th>{texts.columns.actions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((user) => (
                  <Table.Tr key={user.id}>
                    <Table.Td>{user.id}</Table.Td>
                    <Table.Td>{user.username}</Table.Td>
                    <Table.Td>{user.email ?? texts.noEmail}</Table.Td>
                    <Table.Td>{roleLabels[user.role]}</Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          disabled={!linksReady}
                          onClick={() => show(user)}
                          aria-label={`${texts.show}: ${user.username}`}
                        >
                          {texts.show}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          disabled={!linksReady}
                          onClick={() => openAccess(user)}
                          aria-label={`${texts.access}: ${user.username}`}
                        >
                          {texts.access}
                        </Button>
                        <ArmedButton
                          steps={[texts.delete, armedTexts.confirm, armedTexts.reallySure]}
                          aria-label={`${texts.delete}: ${user.username}`}
                          disabled={user.is_protected}
                          onConfirm={() => deleteUser(user)}
                        />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="space-between">
          <Text c="dimmed" role="status" aria-live="polite">
            {users.isSuccess ? texts.count(rows.length, total) : ''}
          </Text>
          {pages > 1 && (
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - USERS_PAGE_SIZE))}
              >
                {texts.previousPage}
              </Button>
              <Text size="sm">{texts.page(page, pages)}</Text>
              <Button
                variant="default"
                size="xs"
                disabled={page >= pages}
                onClick={() => setOffset(offset + USERS_PAGE_SIZE)}
              >
                {texts.nextPage}
              </Button>
            </Group>
          )}
        </Group>
      </Stack>
      {access && <AccessPanel {...access} onClose={() => setAccess(null)} onChanged={refresh} />}
    </Container>
  );
}
