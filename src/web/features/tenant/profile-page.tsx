import { Alert, Container, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { tenantExportFileName, tenantPageTexts, tenantPortalTexts } from '../../../domain/texts/index.ts';
import {
  useTenantProfile,
  useUpdateTenantProfile,
  type TenantProfile,
  type TenantProfileUpdate,
} from '../../api/tenant-portal.ts';
import { paths } from '../../routing/paths.ts';
import { BackButton } from '../../components/back-button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/data-states.tsx';
import { FieldEdit } from '../../components/field-edit.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { EmailChangeNotice } from '../../components/email-change-notice.tsx';
import { currentPasswordField, emailChange, profileSaveError } from '../../components/profile-save.ts';
import { downloadTenantExport } from '../../api/data-protection.ts';
import { DataExportSection } from '../../components/data-export-section.tsx';
import { todayIso } from '../../../domain/dates.ts';

const texts = tenantPortalTexts.profile;
const page = tenantPageTexts.tenantProfile;

/** Names and delivery are the landlord's to change; the tenant keeps its e-mail and phone current. */
function ProfileForm({ profile }: { profile: TenantProfile }) {
  const update = useUpdateTenantProfile();
  // The server takes both contact fields at once, so the unchanged one is sent as it is stored.
  const save = (change: Partial<TenantProfileUpdate>) =>
    update.mutateAsync({ email: profile.email, phone_number: profile.phone_number, ...change });

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="tenant-profile-names">
        <Title order={2} size="h4" id="tenant-profile-names" mb="sm">
          {texts.namesHeading}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {profile.salutation && <TextInput label={texts.salutation} value={profile.salutation} readOnly />}
          {profile.company && <TextInput label={texts.company} value={profile.company} readOnly />}
          <TextInput label={texts.firstName} value={profile.first_name ?? ''} readOnly />
          <TextInput label={texts.lastName} value={profile.last_name} readOnly />
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt="sm">
          {texts.namesHint}
        </Text>
      </Paper>

      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="tenant-profile-contact">
        <Title order={2} size="h4" id="tenant-profile-contact" mb="sm">
          {texts.contactHeading}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap={4}>
            <FieldEdit
              label={texts.email}
              type="email"
              autoComplete="email"
              value={profile.email ?? ''}
              password={currentPasswordField}
              onSave={async (value, password) => {
                await save(emailChange(profile.email, value, password));
              }}
              errorMessage={profileSaveError}
            />
            <Text size="sm" c="dimmed">
              {texts.emailHint}
            </Text>
            <EmailChangeNotice pending={profile.email_change_pending} />
          </Stack>
          <FieldEdit
            label={texts.phone}
            type="tel"
            autoComplete="tel"
            value={profile.phone_number ?? ''}
            onSave={async (value) => {
              await save({ phone_number: value === '' ? null : value });
            }}
            errorMessage={profileSaveError}
          />
        </SimpleGrid>
      </Paper>

      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="tenant-profile-delivery">
        <Title order={2} size="h4" id="tenant-profile-delivery" mb="sm">
          {texts.deliveryHeading}
        </Title>
        <TextInput
          label={texts.delivery}
          value={texts.deliveryMethods[profile.delivery_method]}
          readOnly
          maw={360}
        />
        <Alert color="gray" variant="light" mt="md">
          {texts.deliveryHint}
        </Alert>
      </Paper>

      <DataExportSection download={downloadTenantExport} fallbackName={tenantExportFileName(todayIso())} />
    </Stack>
  );
}

export function TenantProfilePage() {
  const profile = useTenantProfile();
  return (
    <Container size="md" py="xl">
      <BackButton to={paths.tenantDashboard} label={texts.back} />
      <PageHeader title={page.title} description={page.description} />
      {profile.status === 'pending' ? (
        <LoadingState label={texts.loading} />
      ) : profile.status === 'error' ? (
        <ErrorState onRetry={() => void profile.refetch()} />
      ) : profile.data ? (
        <ProfileForm profile={profile.data} />
      ) : (
        <EmptyState message={texts.notFound} />
      )}
    </Container>
  );
}
