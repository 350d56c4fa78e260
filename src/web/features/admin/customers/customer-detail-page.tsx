import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core';
import { adminCustomerTexts, armedTexts, pageTexts } from '../../../../domain/texts/index.ts';
import { ApiError } from '../../../api/api-error.ts';
import { useDeleteCustomer } from '../../../api/delete-customer.ts';
import { ArmedButton } from '../../../components/armed-button.tsx';
import { customerQueryKey, useCustomer } from '../../../api/get-customer.ts';
import { announceUserChange } from '../../../session/user-sync.ts';
import { AccessPanel } from '../access/index.ts';
import type { Customer } from '../../../api/types.ts';
import { paths } from '../../../routing/paths.ts';
import { selectedId, selectId } from '../../../routing/selection.ts';
import { BackButton } from '../../../components/back-button.tsx';
import { ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { customerName } from '../../../components/customer-name.ts';
import { AddPropertyForm } from './add-property-form.tsx';
import { CustomerEditFields } from './customer-edit-fields.tsx';
import { CustomerProperties } from './customer-properties.tsx';
import { customerTarget } from './customer-target.ts';
import { CollapsibleSection } from './edit-section.tsx';
import { NewCustomerForm } from './new-customer-form.tsx';

const texts = adminCustomerTexts.detail;

/** The customer kept in session storage by the screen that opened this one (no URL parameter read). */
function storedCustomerId(): string | null {
  const id = selectedId('customer', '');
  return id === null ? null : String(id);
}

function NotFound() {
  return <PageHeader title={texts.notFound} description={texts.notFoundHint} />;
}

function ContactLine({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Text>
      <Text span c="dimmed">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  );
}

function ExistingCustomer({ customer }: { customer: Customer }) {
  const name = customerName(customer) || texts.unnamed;
  const [access, setAccess] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useDeleteCustomer();
  const deleteCustomer = () =>
    remove.mutate(customer.id, {
      onSuccess: () => {
        void navigate(paths.adminCustomers);
        queryClient.removeQueries({ queryKey: customerQueryKey(customer.id) });
        void queryClient.invalidateQueries({ queryKey: ['customers'] });
      },
    });
  // The server's reason where it gives one (properties left), after the spec's sentence.
  const deleteReason =
    remove.error instanceof ApiError && remove.error.fromServer && remove.error.status < 500
      ? remove.error.message
      : null;
  return (
    <Stack gap="xl">
      <div>
        <PageHeader title={name} />
        <Stack gap={4} mt={-16}>
          <ContactLine label={texts.emailLabel} value={customer.email} />
          <ContactLine label={texts.phoneLabel} value={customer.phone_number} />
        </Stack>
        <Group mt="md">
          <Button variant="default" onClick={() => setAccess(true)}>
            {texts.access}
          </Button>
          <ArmedButton
            size="sm"
            steps={[texts.delete, armedTexts.confirm, armedTexts.reallySure]}
            loading={remove.isPending}
            onConfirm={deleteCustomer}
          />
        </Group>
        {remove.isError && (
          <Alert color="red" variant="light" role="alert" mt="md" title={texts.deleteFailed}>
            {deleteReason}
          </Alert>
        )}
        {access && (
          <AccessPanel
            kind="customer"
            record={customer}
            onClose={() => setAccess(false)}
            onChanged={() => {
              announceUserChange();
              void queryClient.invalidateQueries({ queryKey: customerQueryKey(customer.id) });
            }}
          />
        )}
      </div>
      <CollapsibleSection title={texts.editSection} defaultOpen={false}>
        <CustomerEditFields customer={customer} />
      </CollapsibleSection>
      <CustomerProperties customerId={customer.id} />
      <AddPropertyForm customerId={customer.id} />
    </Stack>
  );
}

function LoadedCustomer({ id }: { id: number }) {
  const customer = useCustomer(id);
  if (customer.status === 'pending') return <LoadingState />;
  if (customer.status === 'error') {
    if (customer.error instanceof ApiError && customer.error.status === 404) return <NotFound />;
    return <ErrorState message={texts.openFailed} onRetry={() => void customer.refetch()} />;
  }
  return <ExistingCustomer customer={customer.data} />;
}

export function CustomerDetailPage() {
  const { search } = useLocation();
  const target = customerTarget(search, storedCustomerId());
  const existingId = target.kind === 'existing' ? target.id : null;

  // Screens opened from here (property detail, back navigation) find the customer again.
  useEffect(() => {
    if (existingId !== null) selectId('customer', existingId);
  }, [existingId]);

  return (
    <Container size="lg" py="xl">
      <BackButton to={paths.adminCustomers} label={texts.backToList} />
      {target.kind === 'none' && <NotFound />}
      {target.kind === 'new' && (
        <Stack gap="xl">
          <PageHeader title={texts.newTitle} description={pageTexts.adminCustomerDetail.description} />
          <CollapsibleSection title={texts.editSection} defaultOpen>
            <NewCustomerForm />
          </CollapsibleSection>
        </Stack>
      )}
      {target.kind === 'existing' && <LoadedCustomer key={target.id} id={target.id} />}
    </Container>
  );
}
