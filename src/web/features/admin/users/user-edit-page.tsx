import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  Alert,
  Button,
  Checkbox,
  Container,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { CONTACT_SALUTATIONS, SALUTATIONS } from '../../../../domain/catalog.ts';
import { userEditTexts } from '../../../../domain/texts/index.ts';
import { ApiError } from '../../../api/api-error.ts';
import { useCustomer } from '../../../api/get-customer.ts';
import { useTenant } from '../../../api/get-tenant.ts';
import { useUser } from '../../../api/get-user.ts';
import { useUpdateCustomer } from '../../../api/update-customer.ts';
import { useUpdateTenant } from '../../../api/update-tenant.ts';
import { useUpdateUser } from '../../../api/update-user.ts';
import { paths } from '../../../routing/paths.ts';
import { announceUserChange } from '../../../session/user-sync.ts';
import { BackButton } from '../../../components/back-button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import {
  customerBody,
  formFromCustomer,
  formFromLogin,
  formFromTenant,
  loginBody,
  tenantBody,
  type UserEditForm,
} from './user-edit-form.ts';
import {
  readUserEditSelection,
  storedUserEditSelection,
  type UserEditKind,
  type UserEditSelection,
} from './user-edit-selection.ts';

const texts = userEditTexts;

function useRecord(selection: UserEditSelection) {
  const customer = useCustomer(selection.kind === 'customer' ? selection.id : null);
  const tenant = useTenant(selection.kind === 'tenant' ? selection.id : null);
  const login = useUser(selection.kind === 'admin' ? selection.id : null);
  if (selection.kind === 'customer')
    return { query: customer, form: customer.data ? formFromCustomer(customer.data) : null };
  if (selection.kind === 'tenant')
    return { query: tenant, form: tenant.data ? formFromTenant(tenant.data) : null };
  return { query: login, form: login.data ? formFromLogin(login.data) : null };
}

function EditForm({ kind, id, initial }: { kind: UserEditKind; id: number; initial: UserEditForm }) {
  const navigate = useNavigate();
  const [form, setForm] = useState(initial);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const updateCustomer = useUpdateCustomer(id);
  const updateTenant = useUpdateTenant();
  const updateUser = useUpdateUser();
  const saving = updateCustomer.isPending || updateTenant.isPending || updateUser.isPending;

  const field =
    (key: keyof UserEditForm) =>
    (event: { currentTarget: { value: string } }): void => {
      // Read now: React clears `currentTarget` before a state updater runs.
      const value = event.currentTarget.value;
      setForm((current) => ({ ...current, [key]: value }));
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    try {
      if (kind === 'customer') await updateCustomer.mutateAsync(customerBody(form));
      else if (kind === 'tenant') await updateTenant.mutateAsync({ id, ...tenantBody(form) });
      else await updateUser.mutateAsync({ id, ...loginBody(form) });
      announceUserChange();
      setNotice({ ok: true, text: texts.saved });
    } catch (error) {
      // Validation and conflict answers name the field in German; anything else gets the general text.
      const text = error instanceof ApiError && error.fromServer ? error.message : texts.saveFailed;
      setNotice({ ok: false, text });
    }
  };

  const person = kind !== 'admin';
  const salutations = kind === 'tenant' ? SALUTATIONS : CONTACT_SALUTATIONS;

  return (
    <Paper withBorder p="lg" radius="md" component="form" onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        {kind === 'admin' && <Text c="dimmed">{texts.loginOnlyHint}</Text>}
        {person && (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect
              label={texts.salutation}
              value={form.salutation}
              onChange={field('salutation')}
              data={[{ value: '', label: texts.salutationNone }, ...salutations]}
            />
            <TextInput label={texts.firstName} value={form.firstName} onChange={field('firstName')} />
            <TextInput label={texts.lastName} value={form.lastName} onChange={field('lastName')} />
          </SimpleGrid>
        )}
        {kind === 'customer' && (
          <Group align="flex-end">
            <Checkbox
              label={texts.isCompany}
              checked={form.isCompany}
              onChange={(event) => {
                const isCompany = event.currentTarget.checked;
                setForm((current) => ({ ...current, isCompany }));
              }}
            />
            {form.isCompany && (
              <TextInput
                label={texts.companyName}
                value={form.companyName}
                onChange={field('companyName')}
                style={{ flex: 1 }}
              />
            )}
          </Group>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={texts.email} type="email" value={form.email} onChange={field('email')} />
          {person && (
            <TextInput label={texts.phone} type="tel" value={form.phone} onChange={field('phone')} />
          )}
        </SimpleGrid>
        {person && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 4 }}>
              <TextInput label={texts.street} value={form.street} onChange={field('street')} />
              <TextInput label={texts.houseNumber} value={form.houseNumber} onChange={field('houseNumber')} />
              <TextInput label={texts.zip} value={form.zip} onChange={field('zip')} />
              <TextInput label={texts.city} value={form.city} onChange={field('city')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {kind === 'tenant' && (
                <>
                  <TextInput label={texts.floor} value={form.floor} onChange={field('floor')} />
                  <TextInput label={texts.position} value={form.position} onChange={field('position')} />
                </>
              )}
              <TextInput label={texts.country} value={form.country} onChange={field('country')} />
            </SimpleGrid>
            {kind === 'tenant' && (
              <NativeSelect
                label={texts.deliveryMethod}
                value={form.deliveryMethod}
                onChange={field('deliveryMethod')}
                data={[
                  { value: 'email', label: texts.deliveryEmail },
                  { value: 'post', label: texts.deliveryPost },
                ]}
                maw={240}
              />
            )}
          </>
        )}
        {notice && (
          <Alert color={notice.ok ? 'green' : 'red'} role={notice.ok ? 'status' : 'alert'}>
            {notice.text}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate(paths.adminUsers)}>
            {texts.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {texts.save}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function LoadedForm({ selection }: { selection: UserEditSelection }) {
  const { query, form } = useRecord(selection);
  if (query.status === 'pending') return <LoadingState label={texts.loading} />;
  if (query.status === 'error')
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <EmptyState message={texts.notFound} />
    ) : (
      <ErrorState onRetry={() => void query.refetch()} />
    );
  if (!form) return <EmptyState message={texts.notFound} />;
  return (
    <Stack gap="sm">
      <Text c="dimmed">{texts.kindLabel(texts.kinds[selection.kind], selection.id)}</Text>
      <EditForm
        key={`${selection.kind}-${selection.id}`}
        kind={selection.kind}
        id={selection.id}
        initial={form}
      />
    </Stack>
  );
}

export function UserEditPage() {
  const location = useLocation();
  const [selection, setSelection] = useState(() =>
    readUserEditSelection(location.search, storedUserEditSelection()),
  );
  useEffect(() => {
    setSelection(readUserEditSelection(location.search, storedUserEditSelection()));
  }, [location.search]);

  return (
    <Container size="lg" py="xl">
      <BackButton to={paths.adminUsers} label={texts.back} />
      <PageHeader title={texts.title} />
      {selection ? <LoadedForm selection={selection} /> : <EmptyState message={texts.none} />}
    </Container>
  );
}
