import { useEffect, useState, type ReactNode } from 'react';
import { formatQuantityDe } from '../../../../domain/decimal.ts';
import { useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Alert, Button, Group, Modal, Paper, Stack, Switch, Text } from '@mantine/core';
import { formatDateDe } from '../../../../domain/dates.ts';
import { propertyDetailTexts as texts } from '../../../../domain/texts/index.ts';
import { ApiError } from '../../../api/api-error.ts';
import {
  createTenant,
  deleteTenant,
  propertyTenantsKey,
  reorderTenants,
  updateTenant,
  usePropertyTenants,
} from '../../../api/property-tenants.ts';
import type { Tenant } from '../../../api/types.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { ArmedButton } from '../../../components/armed-button.tsx';
import { TenantForm, tenantBody, tenantFormValues } from './tenant-form.tsx';
import { propertyDwellingsKey, usePropertyDwellings } from '../../../api/tenancy-dwellings.ts';
import { useFlash } from '../../../components/use-flash.ts';

const tenantName = (t: Tenant) => [t.first_name, t.last_name].filter(Boolean).join(' ');

interface TenantSectionProps {
  propertyId: number;
  /** A tenant whose edit form opens at once (from the admin's tenant list). */
  openTenantId: number | null;
  /** Deleting is the admin's; employees add and edit. */
  canDelete: boolean;
  renderAccess?: (tenant: Tenant) => ReactNode;
}

/**
 * The tenants of a property in their order: add, edit, delete (a tenant in a finalized statement
 * only after a warning), vacancies hidden unless asked for, and a sort mode whose every move is
 * saved at once.
 */
export function TenantSection({ propertyId, openTenantId, canDelete, renderAccess }: TenantSectionProps) {
  const tenants = usePropertyTenants(propertyId);
  const dwellings = usePropertyDwellings(propertyId);
  const queryClient = useQueryClient();
  const [showVacancies, setShowVacancies] = useState(false);
  const [sortMode, setSortMode] = useState(false);
  const [editing, setEditing] = useState<number | 'new' | null>(openTenantId);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ tenant: Tenant; message: string } | null>(null);
  const [flash, showFlash] = useFlash();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: propertyTenantsKey(propertyId) });
    // A new tenancy may have brought a new dwelling.
    await queryClient.invalidateQueries({ queryKey: propertyDwellingsKey(propertyId) });
  };

  useEffect(() => {
    if (openTenantId !== null) setEditing(openTenantId);
  }, [openTenantId]);

  if (tenants.status === 'pending') return <LoadingState />;
  if (tenants.status === 'error') return <ErrorState onRetry={() => void tenants.refetch()} />;

  const all = tenants.data;
  const edited = all.find((t) => t.id === editing);
  const shown = all.filter((t) => showVacancies || !t.is_vacancy || t.id === editing);

  const move = async (index: number, by: -1 | 1) => {
    const order = shown.map((t) => t.id);
    const [id] = order.splice(index, 1);
    order.splice(index + by, 0, id!);
    // Hidden vacancies keep their place after the shown rows.
    const hidden = all.filter((t) => !order.includes(t.id)).map((t) => t.id);
    try {
      await reorderTenants(propertyId, [...order, ...hidden]);
      showFlash(texts.orderSaved);
    } catch {
      setError(texts.orderFailed);
    }
    await refresh();
  };

  const remove = async (tenant: Tenant, hard = false) => {
    try {
      await deleteTenant(tenant.id, hard);
      setConflict(null);
      setError(null);
      if (editing === tenant.id) setEditing(null);
      showFlash(texts.tenantDeleted);
      await refresh();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409 && !hard)
        return setConflict({ tenant, message: failure.message });
      setConflict(null);
      setError(
        failure instanceof ApiError && failure.fromServer ? failure.message : texts.tenantDeleteFailed,
      );
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Group>
          <Switch
            label={texts.sortMode}
            checked={sortMode}
            onChange={(e) => setSortMode(e.currentTarget.checked)}
          />
          <Switch
            label={texts.showVacancies}
            checked={showVacancies}
            onChange={(e) => setShowVacancies(e.currentTarget.checked)}
          />
        </Group>
        <Button onClick={() => setEditing('new')} disabled={editing === 'new'}>
          {texts.addTenant}
        </Button>
      </Group>
      {sortMode && <Text size="sm">{texts.sortModeOn}</Text>}
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
      {editing === 'new' && (
        <Paper withBorder p="md" radius="md">
          <TenantForm
            initial={tenantFormValues()}
            dwellings={dwellings.data ?? []}
            submitLabel={texts.addTenant}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              try {
                await createTenant(propertyId, tenantBody(values));
              } catch (failure) {
                throw new Error(
                  failure instanceof ApiError && failure.fromServer
                    ? failure.message
                    : texts.tenantCreateFailed,
                );
              }
              setEditing(null);
              showFlash(texts.tenantCreated);
              await refresh();
            }}
          />
        </Paper>
      )}
      {shown.length === 0 ? (
        <EmptyState message={texts.noTenants} />
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((tenant, index) => (
            <Paper key={tenant.id} withBorder p="sm" radius="md" component="li">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={0}>
                  <Text fw={600}>
                    {tenant.is_vacancy ? texts.vacancy : tenantName(tenant)}
                    {tenant.floor ? ` · ${tenant.floor}` : ''}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {[
                      tenant.area_m2 != null && `${formatQuantityDe(tenant.area_m2, 2)} m²`,
                      tenant.move_in && `${texts.moveIn} ${formatDateDe(tenant.move_in)}`,
                      tenant.move_out && `${texts.moveOut} ${formatDateDe(tenant.move_out)}`,
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
                        aria-label={texts.moveUp(tenantName(tenant))}
                        disabled={index === 0}
                        onClick={() => void move(index, -1)}
                      >
                        ↑
                      </ActionIcon>
                      <ActionIcon
                        variant="default"
                        aria-label={texts.moveDown(tenantName(tenant))}
                        disabled={index === shown.length - 1}
                        onClick={() => void move(index, 1)}
                      >
                        ↓
                      </ActionIcon>
                    </>
                  ) : (
                    <>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`${texts.edit}: ${tenantName(tenant)}`}
                        onClick={() => setEditing(editing === tenant.id ? null : tenant.id)}
                      >
                        {texts.edit}
                      </Button>
                      {renderAccess?.(tenant)}
                      {canDelete && (
                        <ArmedButton
                          steps={[texts.delete, texts.confirmArmed, texts.confirm]}
                          aria-label={`${texts.delete}: ${tenantName(tenant)}`}
                          onConfirm={() => void remove(tenant)}
                        />
                      )}
                    </>
                  )}
                </Group>
              </Group>
              {edited && editing === tenant.id && (
                <Paper mt="sm" p="sm" withBorder radius="md">
                  <TenantForm
                    key={tenant.id}
                    initial={tenantFormValues(tenant)}
                    dwellings={dwellings.data ?? []}
                    submitLabel={texts.save}
                    onCancel={() => setEditing(null)}
                    onSubmit={async (values) => {
                      try {
                        await updateTenant(tenant.id, tenantBody(values));
                      } catch (failure) {
                        throw new Error(
                          failure instanceof ApiError && failure.fromServer
                            ? failure.message
                            : texts.tenantSaveFailed,
                        );
                      }
                      setEditing(null);
                      showFlash(texts.saved);
                      await refresh();
                    }}
                  />
                </Paper>
              )}
            </Paper>
          ))}
        </Stack>
      )}
      <Modal
        opened={conflict !== null}
        onClose={() => setConflict(null)}
        title={texts.hardDeleteTitle}
        centered
      >
        <Stack>
          <Text>{conflict?.message}</Text>
          <Text>{texts.hardDeleteQuestion}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConflict(null)}>
              {texts.cancel}
            </Button>
            <Button color="red" onClick={() => conflict && void remove(conflict.tenant, true)}>
              {texts.hardDeleteConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
