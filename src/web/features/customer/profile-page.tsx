import { useState } from 'react';
import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatAddress, parseAddress, type AddressParts } from '../../../domain/address.ts';
import {
  customerExportFileName,
  pageTexts,
  profileTexts,
  propertySetupTexts,
} from '../../../domain/texts/index.ts';
import { useCustomers } from '../../api/get-customers.ts';
import type { Customer } from '../../api/types.ts';
import { useUpdateProfile } from '../../api/update-profile.ts';
import { paths } from '../../routing/paths.ts';
import { BackButton } from '../../components/back-button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/data-states.tsx';
import { FieldEdit } from '../../components/field-edit.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { EmailChangeNotice } from '../../components/email-change-notice.tsx';
import { currentPasswordField, emailChange, profileSaveError } from '../../components/profile-save.ts';
import { useEmailChangePending } from '../../api/email-change.ts';
import { downloadCustomerExport } from '../../api/data-protection.ts';
import { DataExportSection } from '../../components/data-export-section.tsx';
import { todayIso } from '../../../domain/dates.ts';

const texts = profileTexts;

type AddressKey = 'streetName' | 'houseNumber' | 'zip' | 'city' | 'country';
const ADDRESS_FIELDS: ReadonlyArray<{ key: AddressKey; label: string; autoComplete: string }> = [
  { key: 'streetName', label: texts.street, autoComplete: 'address-line1' },
  { key: 'houseNumber', label: texts.houseNumber, autoComplete: 'off' },
  { key: 'zip', label: texts.zip, autoComplete: 'postal-code' },
  { key: 'city', label: texts.city, autoComplete: 'address-level2' },
  { key: 'country', label: texts.country, autoComplete: 'country-name' },
];

/** The whole one-line address with one part replaced; the server stores the address as one text. */
function addressWith(current: AddressParts, key: AddressKey, value: string): string {
  // Parts still missing leave no stray blanks before the commas.
  return formatAddress({ ...current, [key]: value })
    .replace(/\s+,/g, ',')
    .replace(/\s{2,}/g, ' ');
}

/** Read-only names, the locked e-mail, phone and address parts, each saved on its own. */
function ProfileForm({ customer }: { customer: Customer }) {
  const update = useUpdateProfile(customer.id);
  const pending = useEmailChangePending();
  const [emailUnlocked, setEmailUnlocked] = useState(false);
  const [asking, setAsking] = useState(false);
  const address = parseAddress(customer.address);

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="profile-names">
        <Title order={2} size="h4" id="profile-names" mb="sm">
          {texts.namesHeading}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={texts.firstName} value={customer.first_name ?? ''} readOnly />
          <TextInput label={texts.lastName} value={customer.last_name ?? ''} readOnly />
          {customer.company_name && (
            <TextInput label={texts.company} value={customer.company_name} readOnly />
          )}
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt="sm">
          {texts.namesHint}
        </Text>
      </Paper>

      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="profile-contact">
        <Title order={2} size="h4" id="profile-contact" mb="sm">
          {texts.contactHeading}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap={6}>
            {emailUnlocked ? (
              <FieldEdit
                label={texts.email}
                type="email"
                autoComplete="email"
                value={customer.email ?? ''}
                password={currentPasswordField}
                onSave={async (value, password) => {
                  await update.mutateAsync(emailChange(customer.email, value, password));
                }}
                errorMessage={profileSaveError}
              />
            ) : (
              <TextInput
                label={texts.email}
                type="email"
                value={customer.email ?? ''}
                readOnly
                description={texts.emailLocked}
              />
            )}
            <Group>
              <Button
                size="xs"
                variant="default"
                onClick={() => (emailUnlocked ? setEmailUnlocked(false) : setAsking(true))}
              >
                {emailUnlocked ? texts.lockEmail : texts.unlockEmail}
              </Button>
            </Group>
            <EmailChangeNotice pending={pending.data?.email_change_pending} />
          </Stack>
          <FieldEdit
            label={texts.phone}
            type="tel"
            autoComplete="tel"
            value={customer.phone_number ?? ''}
            onSave={async (value) => {
              await update.mutateAsync({ phone_number: value === '' ? null : value });
            }}
            errorMessage={profileSaveError}
          />
        </SimpleGrid>
      </Paper>

      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="profile-address">
        <Title order={2} size="h4" id="profile-address" mb="sm">
          {texts.addressHeading}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {ADDRESS_FIELDS.map((field) => (
            <FieldEdit
              key={field.key}
              label={field.label}
              autoComplete={field.autoComplete}
              value={address[field.key]}
              onSave={async (value) => {
                await update.mutateAsync({ address: addressWith(address, field.key, value) });
              }}
              errorMessage={profileSaveError}
            />
          ))}
        </SimpleGrid>
      </Paper>

      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="profile-bank">
        <Title order={2} size="h4" id="profile-bank" mb="sm">
          {propertySetupTexts.bankHeading}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {propertySetupTexts.bankHint}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {(
            [
              ['iban', propertySetupTexts.iban, customer.iban],
              ['bic', propertySetupTexts.bic, customer.bic],
              ['account_holder', propertySetupTexts.accountHolder, customer.account_holder],
            ] as const
          ).map(([key, label, value]) => (
            <FieldEdit
              key={key}
              label={label}
              autoComplete="off"
              value={value ?? ''}
              onSave={async (typed) => {
                await update.mutateAsync({ [key]: typed === '' ? null : typed });
              }}
              errorMessage={profileSaveError}
            />
          ))}
        </SimpleGrid>
      </Paper>

      <DataExportSection
        download={() => downloadCustomerExport(customer.id)}
        fallbackName={customerExportFileName(customer.id, todayIso())}
      />

      <ConfirmDialog
        opened={asking}
        title={texts.unlockTitle}
        message={texts.unlockMessage}
        confirmLabel={texts.unlockConfirm}
        cancelLabel={texts.unlockCancel}
        onConfirm={() => {
          setAsking(false);
          setEmailUnlocked(true);
        }}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}

export function CustomerProfilePage() {
  const customers = useCustomers();
  const customer = customers.data?.[0];
  return (
    <Container size="md" py="xl">
      <BackButton to={paths.customerDashboard} label={texts.back} />
      <PageHeader
        title={pageTexts.customerProfile.title}
        description={pageTexts.customerProfile.description}
      />
      {customers.status === 'pending' ? (
        <LoadingState label={texts.loading} />
      ) : customers.status === 'error' ? (
        <ErrorState onRetry={() => void customers.refetch()} />
      ) : customer ? (
        <ProfileForm customer={customer} />
      ) : (
        <EmptyState message={texts.notFound} />
      )}
    </Container>
  );
}
