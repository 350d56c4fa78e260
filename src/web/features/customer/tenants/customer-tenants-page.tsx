import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { parseAddress, type AddressParts } from '../../../../domain/address.ts';
import { firstOfYear, formatDateDe, todayIso } from '../../../../domain/dates.ts';
import {
  customerTenantMessages as messages,
  customerTenantTexts as texts,
  tenancyDwellingTexts as dwellingTexts,
} from '../../../../domain/texts/index.ts';
import { ApiError } from '../../../api/api-error.ts';
import { createCustomerTenant, saveMoveOut } from '../../../api/customer-tenants.ts';
import { useProperty } from '../../../api/get-property.ts';
import {
  deleteTenant,
  propertyTenantsKey,
  reorderTenants,
  usePropertyTenants,
} from '../../../api/property-tenants.ts';
import { usePropertyDwellings } from '../../../api/tenancy-dwellings.ts';
import type { Tenant } from '../../../api/types.ts';
import { paths } from '../../../routing/paths.ts';
import { detailLink, selectedId } from '../../../routing/selection.ts';
import { useSession } from '../../../session/use-session.ts';
import { ArmedButton } from '../../../components/armed-button.tsx';
import { BackButton } from '../../../components/back-button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useFlash } from '../../../components/use-flash.ts';
import { linkedPropertyProblem } from '../../../components/linked-property.ts';
import { MoveOutFlow } from './move-out-flow.tsx';
import { NewTenantForm } from './new-tenant-form.tsx';
import { OccupancyList } from './occupancy-list.tsx';
import { TenantEditPanel } from './tenant-edit-panel.tsx';
import { movedOrder, visibleTenants } from './tenant-rows.ts';

/** Success and error banners stay 5 seconds. */
const BANNER_MS = 5_000;

const tenantName = (t: Tenant) =>
  t.is_vacancy ? texts.vacancy : [t.first_name, t.last_name].filter(Boolean).join(' ') || t.last_name;

/** The server's words where it refused something specific; the spec's text otherwise. */
const failureText = (failure: unknown, fallback: string) =>
  failure instanceof ApiError && failure.fromServer && [400, 403, 409].includes(failure.status)
    ? failure.message
    : fallback;

/**
 * 'Mieter verwalten': the tenants of one of the landlord's properties (employees may open any).
 * The property comes from `?property_id=` or, as the spec passes it, from session storage.
 */
export function CustomerTenantsPage() {
  const location = useLocation();
  const propertyId = selectedId('property', location.search);
  const property = useProperty(propertyId);
  const errorStatus =
    property.error instanceof ApiError ? property.error.status : property.isError ? 0 : undefined;
  const problem = linkedPropertyProblem({ id: propertyId, status: property.data?.status, errorStatus });
  const back = propertyId
    ? detailLink(paths.customerPropertyDetail, { property: propertyId })
    : paths.customerDashboard;

  return (
    <Container size="lg" py="xl">
      <BackButton to={back} label={texts.back} />
      <PageHeader title={texts.title} />
      {problem ? (
        <Stack gap="md" align="flex-start">
          <ErrorState message={problem} />
          <Button component={Link} to={paths.customerDashboard} variant="default">
            {texts.toDashboard}
          </Button>
        </Stack>
      ) : property.status === 'pending' || propertyId === null ? (
        <LoadingState />
      ) : (
        <TenantManagement propertyId={propertyId} address={parseAddress(property.data?.address)} />
      )}
    </Container>
  );
}

function PropertyBlock({ address }: { address: AddressParts }) {
  const items: Array<[string, string]> = [
    [texts.street, address.streetName],
    [texts.houseNumber, address.houseNumber],
    [texts.zip, address.zip],
    [texts.city, address.city],
    [texts.country, address.country],
  ];
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="tenants-property">
      <Title order={2} size="h4" id="tenants-property" mb="sm">
        {texts.propertyHeading}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" component="dl" m={0}>
        {items.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0}>
              {value || texts.noDate}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

function TenantManagement({ propertyId, address }: { propertyId: number; address: AddressParts }) {
  const location = useLocation();
  const session = useSession();
  const isAdmin = session?.user.role === 'admin';
  const queryClient = useQueryClient();
  const tenants = usePropertyTenants(propertyId);
  const dwellings = usePropertyDwellings(propertyId);
  const thisYear = Number(todayIso().slice(0, 4));
  const [showVacancies, setShowVacancies] = useState(false);
  const [sortMode, setSortMode] = useState(false);
  const params = new URLSearchParams(location.search);
  const [editing, setEditing] = useState<number | null>(() => selectedId('tenant', location.search));
  const [startMoveOut] = useState(() => params.get('action') === 'move_out');
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [flash, showFlash] = useFlash(BANNER_MS);
  const key = propertyTenantsKey(propertyId);
  // Dwellings and occupancy change with the tenancies (a new tenancy may create its dwelling).
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['properties', propertyId] });

  const onSaved = (updated: Tenant, message?: string) => {
    queryClient.setQueryData<Tenant[]>(key, (list) => list?.map((t) => (t.id === updated.id ? updated : t)));
    if (message) showFlash(message);
  };
  const succeed = async (message: string) => {
    setError(null);
    showFlash(message);
    await refresh();
  };

  const move = async (all: Tenant[], shown: Tenant[], index: number, by: -1 | 1) => {
    const order = movedOrder(all, shown, index, by);
    if (!order) return;
    try {
      await reorderTenants(propertyId, order);
      await succeed(texts.orderSaved);
    } catch {
      setError(messages.orderSaveFailed);
      await refresh();
    }
  };

  const deleteMoveOut = async (tenant: Tenant) => {
    try {
      await saveMoveOut(tenant.id, null);
      await succeed(messages.moveOutDeleted);
    } catch (failure) {
      setError(failureText(failure, messages.moveOutDeleteFailed));
    }
  };

  const deleteVacancy = async (tenant: Tenant) => {
    try {
      await deleteTenant(tenant.id);
      if (editing === tenant.id) setEditing(null);
      await succeed(messages.successorDeleted);
    } catch (failure) {
      setError(failureText(failure, messages.tenantDeleteFailed));
    }
  };

  let list;
  if (tenants.status === 'pending') list = <LoadingState label={texts.loading} />;
  else if (tenants.status === 'error') list = <ErrorState onRetry={() => void tenants.refetch()} />;
  else {
    const all = tenants.data;
    const shown = visibleTenants(all, showVacancies);
    list =
      shown.length === 0 ? (
        <EmptyState message={texts.empty} />
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={texts.title}>
          {shown.map((tenant, index) => {
            const name = tenantName(tenant);
            const open = editing === tenant.id && !sortMode && !tenant.is_vacancy;
            return (
              <Paper key={tenant.id} withBorder p="sm" radius="md" component="li">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Text fw={600}>{name}</Text>
                      <Badge variant="light" color={tenant.is_vacancy ? 'gray' : 'blue'}>
                        {tenant.is_vacancy ? texts.vacancy : texts.userLabel}
                      </Badge>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {[
                        tenant.floor,
                        // The dwelling where its label says more than the floor ('EG (2)', 'Wohnung 3').
                        tenant.dwelling_label &&
                          tenant.dwelling_label !== tenant.floor?.trim() &&
                          dwellingTexts.dwellingOf(tenant.dwelling_label),
                        tenant.move_in &&
                          texts.period(
                            formatDateDe(tenant.move_in),
                            tenant.move_out ? formatDateDe(tenant.move_out) : null,
                          ),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Stack>
                  <Group gap={6}>
                    {sortMode ? (
                      <>
                        <ActionIcon
                          variant="default"
                          aria-label={texts.moveUp(name)}
                          disabled={index === 0}
                          onClick={() => void move(all, shown, index, -1)}
                        >
                          ↑
                        </ActionIcon>
                        <ActionIcon
                          variant="default"
                          aria-label={texts.moveDown(name)}
                          disabled={index === shown.length - 1}
                          onClick={() => void move(all, shown, index, 1)}
                        >
                          ↓
                        </ActionIcon>
                      </>
                    ) : tenant.is_vacancy ? (
                      <>
                        {tenant.move_out === null && (
                          <MoveOutFlow
                            tenant={tenant}
                            propertyId={propertyId}
                            address={address}
                            onDone={succeed}
                            onCancelled={() => showFlash(messages.moveOutCancelled)}
                          />
                        )}
                        {isAdmin && (
                          <ArmedButton
                            steps={[texts.deleteVacancy, texts.deleteArmed, texts.deleteConfirm]}
                            aria-label={`${texts.deleteVacancy}: ${formatDateDe(tenant.move_in ?? '')}`}
                            onConfirm={() => void deleteVacancy(tenant)}
                          />
                        )}
                      </>
                    ) : (
                      <Button
                        size="xs"
                        variant="default"
                        aria-expanded={open}
                        aria-label={open ? texts.closeOf(name) : texts.editOf(name)}
                        onClick={() => setEditing(open ? null : tenant.id)}
                      >
                        {open ? texts.close : texts.edit}
                      </Button>
                    )}
                  </Group>
                </Group>
                {open && (
                  <TenantEditPanel
                    tenant={tenant}
                    propertyId={propertyId}
                    address={address}
                    isAdmin={isAdmin}
                    startMoveOut={startMoveOut}
                    onSaved={onSaved}
                    onFlowDone={succeed}
                    onInfo={showFlash}
                    onDeleteMoveOut={() => void deleteMoveOut(tenant)}
                  />
                )}
              </Paper>
            );
          })}
        </Stack>
      );
  }

  return (
    <Stack gap="lg">
      <PropertyBlock address={address} />
      <Group justify="space-between" wrap="wrap">
        <Group>
          <Switch
            label={texts.showVacancies}
            checked={showVacancies}
            onChange={(e) => setShowVacancies(e.currentTarget.checked)}
          />
          <Switch
            label={texts.sortMode}
            description={texts.sortModeHint}
            checked={sortMode}
            onChange={(e) => setSortMode(e.currentTarget.checked)}
          />
        </Group>
        <Button onClick={() => setAdding(true)} disabled={adding}>
          {texts.addTenant}
        </Button>
      </Group>
      {error && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {flash && (
        <Alert color="green" variant="light" role="status">
          {flash}
        </Alert>
      )}
      {adding && (
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {texts.addTenantHeading}
          </Title>
          <NewTenantForm
            address={address}
            moveIn={firstOfYear(thisYear)}
            dwellings={dwellings.data ?? []}
            submitLabel={texts.addTenant}
            onCancel={() => setAdding(false)}
            onSubmit={async (body) => {
              try {
                await createCustomerTenant(propertyId, body);
              } catch (failure) {
                throw new Error(failureText(failure, messages.tenantCreateFailed));
              }
              setAdding(false);
              await succeed(texts.tenantCreated);
            }}
          />
        </Paper>
      )}
      {list}
      <OccupancyList
        propertyId={propertyId}
        thisYear={thisYear}
        nameOf={(id) => {
          const tenant = tenants.data?.find((t) => t.id === id);
          return tenant && tenantName(tenant);
        }}
      />
    </Stack>
  );
}
