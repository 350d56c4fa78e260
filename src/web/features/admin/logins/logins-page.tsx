import { useState } from 'react';
import { Alert, Button, Checkbox, Container, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UserRecord } from '../../../../domain/schemas/records.ts';
import { loginsTexts, pageTexts } from '../../../../domain/texts/index.ts';
import { useUsers } from '../../../api/get-users.ts';
import { paths } from '../../../routing/paths.ts';
import { useUserSync } from '../../../session/user-sync.ts';
import { BackButton } from '../../../components/back-button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { AddLoginForm } from './add-login-form.tsx';
import { LoginRow } from './login-row.tsx';
import { visibleLogins } from './logins-list.ts';

const texts = loginsTexts;

/** Raw view of every login: the admin's tool for fixing usernames, addresses, roles and passwords. */
export function LoginsPage() {
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 250);
  const [showStaff, setShowStaff] = useState(false);
  const [askStaff, setAskStaff] = useState(false);
  const [deleted, setDeleted] = useState<string | null>(null);
  // The raw list is searched on the server and shown whole: admins look for one login, not pages.
  const users = useUsers({ q: debounced, sort: 'id' });
  const refetch = () => void users.refetch();
  useUserSync(refetch);

  const rows = visibleLogins(users.data?.rows ?? [], showStaff);
  const onDeleted = (user: UserRecord) => {
    setDeleted(`${texts.deleted} (${user.username})`);
    refetch();
  };

  return (
    <Container size="xl" py="xl">
      <BackButton to={paths.adminDashboard} label={texts.back} />
      <PageHeader
        title={pageTexts.adminSystemLogins.title}
        description={pageTexts.adminSystemLogins.description}
      />
      <Stack gap="lg">
        <AddLoginForm onCreated={refetch} />
        <Group justify="space-between" align="center">
          <SearchInput value={query} onChange={setQuery} placeholder={texts.searchPlaceholder} />
          <Checkbox
            label={texts.showAdmins}
            checked={showStaff}
            onChange={(event) => {
              // Showing needs a confirmation; hiding again does not.
              if (event.currentTarget.checked) setAskStaff(true);
              else setShowStaff(false);
            }}
          />
        </Group>
        {deleted && (
          <Alert
            color="green"
            role="status"
            withCloseButton
            closeButtonLabel={texts.cancel}
            onClose={() => setDeleted(null)}
          >
            {deleted}
          </Alert>
        )}
        {users.status === 'pending' ? (
          <LoadingState />
        ) : users.status === 'error' ? (
          <ErrorState onRetry={refetch} />
        ) : rows.length === 0 ? (
          <EmptyState message={texts.empty} />
        ) : (
          <Table.ScrollContainer minWidth={960}>
            <Table aria-label={pageTexts.adminSystemLogins.title} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{texts.columns.id}</Table.Th>
                  <Table.Th>{texts.columns.username}</Table.Th>
                  <Table.Th>{texts.columns.email}</Table.Th>
                  <Table.Th>{texts.columns.role}</Table.Th>
                  <Table.Th>{texts.columns.actions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((user) => (
                  <LoginRow key={user.id} user={user} onChanged={refetch} onDeleted={onDeleted} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Modal opened={askStaff} onClose={() => setAskStaff(false)} title={texts.showAdminsTitle} centered>
        <Stack gap="md">
          <Text>{texts.showAdminsText}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAskStaff(false)}>
              {texts.cancel}
            </Button>
            <Button
              data-autofocus
              onClick={() => {
                setShowStaff(true);
                setAskStaff(false);
              }}
            >
              {texts.showAdminsConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
