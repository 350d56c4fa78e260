import { useEffect, useState } from 'react';
import { Alert, Group, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { parseAddress, type AddressParts } from '../../../../domain/address.ts';
import { SALUTATIONS } from '../../../../domain/catalog.ts';
import { formatDateDe } from '../../../../domain/dates.ts';
import type { CustomerTenantUpdateBody } from '../../../../domain/schemas/customer-tenants.ts';
import {
  customerTenantMessages as messages,
  customerTenantTexts as texts,
  tenantTexts,
  validationTexts,
} from '../../../../domain/texts/index.ts';
import { isValidEmail } from '../../../../domain/validation/validation.ts';
import { formatDecimalDe, parseDecimalDe, toPlainDecimal } from '../../../../domain/decimal.ts';
import { ApiError } from '../../../api/api-error.ts';
import { saveTenantField } from '../../../api/customer-tenants.ts';
import type { Input } from '../../../api/input.ts';
import type { Tenant } from '../../../api/types.ts';
import { ArmedButton } from '../../../components/armed-button.tsx';
import { AdvanceField } from './advance-field.tsx';
import { AreaField } from './area-field.tsx';
import { BlurField, SavedIndicator, useSavedCheck } from './blur-field.tsx';
import { IbansField } from './ibans-field.tsx';
import { MoveOutFlow } from './move-out-flow.tsx';
import { PersonsHistoryField } from './persons-history-field.tsx';
import { deliveryFor } from './tenant-rows.ts';

type Body = Input<typeof CustomerTenantUpdateBody>;

/** A co-ownership share typed the German way ("89" or "89,5"), in thousandths; null if unreadable. */
const meaMilli = (text: string) => {
  const milli = parseDecimalDe(text, { places: 3, maxDecimals: 3 });
  return milli === null || milli < 0 ? null : milli;
};

/** A refused input keeps the server's words; anything else the spec's text for the field. */
const saveFailure = (failure: unknown, fallback: string) =>
  new Error(
    failure instanceof ApiError && failure.fromServer && failure.status === 400 ? failure.message : fallback,
  );

interface TenantEditPanelProps {
  tenant: Tenant;
  propertyId: number;
  address: AddressParts | null;
  isAdmin: boolean;
  startMoveOut: boolean;
  onSaved: (tenant: Tenant, message?: string) => void;
  onFlowDone: (message: string) => Promise<void>;
  onInfo: (message: string) => void;
  onDeleteMoveOut: () => void;
}

/**
 * The edit panel of one tenant: every field saves itself on blur with a green check; area and
 * advance ask for confirmation; Einzug and Auszug are read-only and change through the move-out
 * flow.
 */
export function TenantEditPanel({
  tenant,
  propertyId,
  address,
  isAdmin,
  startMoveOut,
  onSaved,
  onFlowDone,
  onInfo,
  onDeleteMoveOut,
}: TenantEditPanelProps) {
  const street = parseAddress(tenant.street_house_no ?? '');
  const [isCompany, setIsCompany] = useState(Boolean(tenant.company));
  const [deliveryNote, setDeliveryNote] = useState<string | null>(null);
  const [selectSaving, setSelectSaving] = useState(false);
  const [salutationSaved, showSalutationSaved] = useSavedCheck();
  const [deliverySaved, showDeliverySaved] = useSavedCheck();
  const [selectError, setSelectError] = useState<{ field: string; message: string } | null>(null);

  useEffect(() => setIsCompany(Boolean(tenant.company)), [tenant.company]);

  const save = async (body: Body, fallback: string = messages.fieldSaveFailed) => {
    try {
      onSaved(await saveTenantField(tenant.id, body));
    } catch (failure) {
      throw saveFailure(failure, fallback);
    }
  };

  const text = (v: string) => (v === '' ? null : v);
  const saveStreet = (name: string, number: string) =>
    save({ street_house_no: text([name, number].filter(Boolean).join(' ')) });

  const saveEmail = async (value: string) => {
    // Without an address, delivery by e-mail is impossible: it falls back to post in the same save.
    const fallback = tenant.delivery_method === 'email' && value === '';
    await save(fallback ? { email: null, delivery_method: 'post' } : { email: text(value) });
    if (fallback) setDeliveryNote(validationTexts.deliveryEmailNeedsAddress);
  };

  const saveSelect = async (field: 'salutation' | 'delivery', body: Body, fallback: string) => {
    setSelectSaving(true);
    setSelectError(null);
    try {
      onSaved(await saveTenantField(tenant.id, body));
      (field === 'salutation' ? showSalutationSaved : showDeliverySaved)();
    } catch (failure) {
      setSelectError({ field, message: saveFailure(failure, fallback).message });
    } finally {
      setSelectSaving(false);
    }
  };

  const changeDelivery = (wanted: string | null) => {
    const result = deliveryFor(wanted === 'post' ? 'post' : 'email', tenant.email);
    setDeliveryNote(result.message);
    if (result.method !== tenant.delivery_method)
      void saveSelect('delivery', { delivery_method: result.method }, messages.deliverySaveFailed);
  };

  const name = [tenant.first_name, tenant.last_name].filter(Boolean).join(' ');
  return (
    <Stack gap="sm" mt="sm" aria-label={texts.editOf(name)} role="group">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={texts.salutation}
          data={[...SALUTATIONS]}
          value={tenant.salutation}
          allowDeselect={false}
          readOnly={selectSaving}
          onChange={(v) =>
            v &&
            void saveSelect(
              'salutation',
              { salutation: v as (typeof SALUTATIONS)[number] },
              messages.fieldSaveFailed,
            )
          }
          error={selectError?.field === 'salutation' ? selectError.message : undefined}
          rightSection={<SavedIndicator saving={false} saved={salutationSaved} />}
        />
        <BlurField
          label={texts.firstName}
          value={tenant.first_name ?? ''}
          onSave={(v) => save({ first_name: text(v) })}
        />
        <BlurField
          label={texts.lastName}
          value={tenant.last_name}
          check={(v) => (v === '' ? validationTexts.lastNameRequired : null)}
          onSave={(v) => save({ last_name: v })}
        />
      </SimpleGrid>
      <Group>
        <Switch
          label={texts.companySwitch}
          checked={isCompany}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            setIsCompany(on);
            // Switching Firma off clears the company name.
            if (!on && tenant.company) void save({ company: null }).catch(() => setIsCompany(true));
          }}
        />
      </Group>
      {isCompany && (
        <BlurField
          label={texts.companyName}
          value={tenant.company ?? ''}
          onSave={(v) => save({ company: text(v) })}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <BlurField
          label={texts.email}
          type="email"
          value={tenant.email ?? ''}
          check={(v) => (v !== '' && !isValidEmail(v) ? validationTexts.emailInvalidShort : null)}
          onSave={saveEmail}
        />
        <BlurField
          label={texts.phone}
          type="tel"
          value={tenant.phone_number ?? ''}
          onSave={(v) => save({ phone_number: text(v) })}
        />
        <Stack gap={6}>
          <Select
            label={texts.delivery}
            data={[
              { value: 'email', label: texts.deliveryEmail },
              { value: 'post', label: texts.deliveryPost },
            ]}
            value={tenant.delivery_method}
            allowDeselect={false}
            readOnly={selectSaving}
            onChange={changeDelivery}
            error={selectError?.field === 'delivery' ? selectError.message : undefined}
            rightSection={<SavedIndicator saving={false} saved={deliverySaved} />}
          />
          {deliveryNote && (
            <Alert color="yellow" variant="light" role="status" p="xs">
              {deliveryNote}
            </Alert>
          )}
        </Stack>
        <BlurField
          label={texts.street}
          value={street.streetName}
          onSave={(v) => saveStreet(v, street.houseNumber)}
        />
        <BlurField
          label={texts.houseNumber}
          value={street.houseNumber}
          onSave={(v) => saveStreet(street.streetName, v)}
        />
        <BlurField
          label={texts.zip}
          value={tenant.zipcode ?? ''}
          onSave={(v) => save({ zipcode: text(v) })}
        />
        <BlurField label={texts.city} value={tenant.city ?? ''} onSave={(v) => save({ city: text(v) })} />
        <BlurField label={texts.country} value={tenant.country} onSave={(v) => save({ country: text(v) })} />
        <BlurField
          label={texts.floor}
          value={tenant.floor ?? ''}
          onSave={(v) => save({ floor: text(v) }, messages.floorSaveFailed)}
        />
        <TextInput
          label={texts.moveIn}
          value={tenant.move_in ? formatDateDe(tenant.move_in) : texts.noDate}
          readOnly
        />
        <Stack gap={6}>
          <TextInput
            label={texts.moveOut}
            value={tenant.move_out ? formatDateDe(tenant.move_out) : texts.noDate}
            readOnly
          />
          {tenant.move_out === null ? (
            <MoveOutFlow
              tenant={tenant}
              propertyId={propertyId}
              address={address}
              startOpen={startMoveOut}
              onDone={onFlowDone}
              onCancelled={() => onInfo(messages.moveOutCancelled)}
            />
          ) : (
            isAdmin && (
              <ArmedButton
                steps={[texts.deleteMoveOut, texts.deleteArmed, texts.deleteConfirm]}
                aria-label={`${texts.deleteMoveOut}: ${name}`}
                onConfirm={onDeleteMoveOut}
              />
            )
          )}
        </Stack>
        {tenant.move_out !== null && !tenant.is_vacancy && (
          <BlurField
            label={texts.forwardingAddress}
            value={tenant.forwarding_address ?? ''}
            onSave={(v) => save({ forwarding_address: text(v) })}
          />
        )}
        <AreaField tenant={tenant} onSaved={onSaved} />
        <BlurField
          label={texts.mea}
          value={tenant.mea == null ? '' : formatDecimalDe(Math.round(tenant.mea * 1000), 3, 0)}
          check={(v) => (v === '' || meaMilli(v) !== null ? null : tenantTexts.meaInvalid)}
          onSave={(v) => save({ mea: v === '' ? null : toPlainDecimal(meaMilli(v)!, 3) })}
        />
        <AdvanceField tenant={tenant} onSaved={onSaved} />
      </SimpleGrid>
      {!tenant.is_vacancy && (
        <IbansField ibans={tenant.ibans} onSave={(ibans) => save({ ibans }, messages.fieldSaveFailed)} />
      )}
      <PersonsHistoryField tenantId={tenant.id} />
    </Stack>
  );
}
