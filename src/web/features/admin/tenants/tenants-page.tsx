import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Badge, Button, Container, Group, Stack, Table, Text } from '@mantine/core';
import { todayIso } from '../../../../domain/dates.ts';
import { adminTenantTexts, dataProtectionTexts, pageTexts } from '../../../../domain/texts/index.ts';
import { errorMessage } from '../../../api/api-error.ts';
import { useEraseTenant } from '../../../api/data-protection.ts';
import { useTenantList } from '../../../api/list-tenants.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { TenantListItem } from '../../../api/types.ts';
import { selectId } from '../../../routing/selection.ts';
import { addressLines } from '../../../components/address.ts';
import { PagedTable } from '../../../components/paged-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { useKeepPageInRange, usePagedSearch } from '../../../components/use-paged-search.ts';
import { propertyDetailHref } from '../properties/index.ts';
import { tenantName } from './tenant-name.ts';

const texts = adminTenantTexts;
const privacy = dataProtectionTexts;

/**
 * A tenant whose move-out day lies before today (Berlin) may have its personal data erased
 * (Art. 17 DSGVO); on the move-out day itself the tenant still lives there.
 */
const erasable = (tenant: TenantListItem, today: string) =>
  !tenant.is_vacancy && tenant.erased_at === null && tenant.move_out !== null && tenant.move_out < today;

function TenantRow({
  tenant,
  onErase,
}: {
  tenant: TenantListItem;
  onErase: (tenant: TenantListItem) => void;
}) {
  const name = tenantName(tenant);
  const [street, place] = addressLines(tenant.property_address);
  const remember = () => {
    selectId('property', tenant.property_id);
    selectId('tenant', tenant.id);
  };
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs">
          <Link
            to={propertyDetailHref(tenant.property_id, tenant.id)}
            onClick={remember}
            aria-label={texts.open(name)}
          >
            {name}
          </Link>
          {tenant.is_vacancy && (
            <Badge color="gray" variant="outline" size="sm">
              {texts.vacancy}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>{tenant.email}</Table.Td>
      <Table.Td>
        {street || tenant.property_address}
        <Text size="sm" c="dimmed">
          {place}
        </Text>
      </Table.Td>
      <Table.Td>{tenant.landlord_name}</Table.Td>
      <Table.Td>
        {tenant.erased_at !== null ? (
          <Badge color="gray" variant="light" size="sm">
            {privacy.erasedBadge}
          </Badge>
        ) : (
          erasable(tenant, todayIso()) && (
            <Button
              size="xs"
              variant="default"
              color="red"
              onClick={() => onErase(tenant)}
              aria-label={privacy.eraseFor(name)}
            >
              {privacy.erase}
            </Button>
          )
        )}
      </Table.Td>
    </Table.Tr>
  );
}

export function TenantsPage() {
  const paging = usePagedSearch();
  const list = useTenantList(paging.params);
  useKeepPageInRange(paging, list.data?.total);
  const erase = useEraseTenant();
  const [asking, setAsking] = useState<TenantListItem | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const confirmErase = async () => {
    if (!asking) return;
    try {
      await erase.mutateAsync(asking.id);
      setOutcome({ ok: true, message: privacy.erased });
    } catch (failure) {
      setOutcome({ ok: false, message: errorMessage(failure) });
    } finally {
      setAsking(null);
    }
  };

  return (
    <Container size="lg" py="xl">
      <PageHeader title={pageTexts.adminTenants.title} description={pageTexts.adminTenants.description} />
      <Stack gap="md">
        <SearchInput
          value={paging.search}
          onChange={paging.setSearch}
          placeholder={texts.searchPlaceholder}
        />
        {outcome &&
          (outcome.ok ? (
            <Alert
              color="green"
              variant="light"
              role="status"
              withCloseButton
              closeButtonLabel={privacy.closeMessage}
              onClose={() => setOutcome(null)}
            >
              {outcome.message}
            </Alert>
          ) : (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title={privacy.eraseFailed}
              withCloseButton
              closeButtonLabel={privacy.closeMessage}
              onClose={() => setOutcome(null)}
            >
              {outcome.message}
            </Alert>
          ))}
        <PagedTable
          list={list}
          paging={paging}
          caption={texts.caption}
          columns={[
            texts.columns.name,
            texts.columns.email,
            texts.columns.property,
            texts.columns.landlord,
            privacy.column,
          ]}
          emptyMessage={paging.params.q ? texts.noMatches : texts.empty}
          minWidth={720}
          highlightOnHover
        >
          {(tenant) => <TenantRow key={tenant.id} tenant={tenant} onErase={setAsking} />}
        </PagedTable>
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        title={privacy.eraseTitle}
        message={asking ? privacy.eraseMessage(tenantName(asking)) : ''}
        confirmLabel={privacy.eraseConfirm}
        cancelLabel={privacy.eraseCancel}
        onConfirm={() => void confirmErase()}
        onCancel={() => setAsking(null)}
        danger
        loading={erase.isPending}
      />
    </Container>
  );
}
