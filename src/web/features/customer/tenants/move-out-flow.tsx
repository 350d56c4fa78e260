import { useState } from 'react';
import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { AddressParts } from '../../../../domain/address.ts';
import { formatDateDe, parseDateDe, todayIso } from '../../../../domain/dates.ts';
import {
  defaultMoveOutDate,
  moveOutFitsMoveIn,
  successorMoveIn,
} from '../../../../domain/tenancy/succession.ts';
import {
  customerTenantMessages as messages,
  customerTenantTexts as texts,
  tenantTexts,
  validationTexts,
} from '../../../../domain/texts/index.ts';
import { ApiError } from '../../../api/api-error.ts';
import { createCustomerTenant } from '../../../api/customer-tenants.ts';
import type { Tenant } from '../../../api/types.ts';
import { InterimReadingFields, interimReadingsOf, type InterimValues } from './interim-readings.tsx';
import { NewTenantForm } from './new-tenant-form.tsx';

/** The server's own words for a refused input or conflict; the spec's text for anything else. */
const failureText = (failure: unknown, fallback: string) =>
  failure instanceof ApiError && failure.fromServer && (failure.status === 400 || failure.status === 409)
    ? failure.message
    : fallback;

interface MoveOutFlowProps {
  tenant: Tenant;
  propertyId: number;
  address: AddressParts | null;
  /** Opened with the move-out already started (the cost screen's link). */
  startOpen?: boolean;
  onDone: (message: string) => Promise<void> | void;
  onCancelled: () => void;
}

/**
 * Reporting a move-out (or the end of a vacancy): a date with a proposed default, confirmed with
 * 'Auszug melden bestätigen'; then the successor from the next day — a new tenant or, after a
 * move-out only, a vacancy. With the date it asks for each meter's state on that day (optional,
 * §9b Abs. 1 HeizkostenV). Nothing is saved until the successor is: one call stores all.
 */
export function MoveOutFlow({
  tenant,
  propertyId,
  address,
  startOpen = false,
  onDone,
  onCancelled,
}: MoveOutFlowProps) {
  const vacancy = tenant.is_vacancy;
  const proposed = () => formatDateDe(defaultMoveOutDate(todayIso(), tenant.move_in));
  const [step, setStep] = useState<'idle' | 'date' | 'successor'>(startOpen ? 'date' : 'idle');
  const [date, setDate] = useState(proposed);
  const [dateError, setDateError] = useState<string | null>(null);
  const [moveOut, setMoveOut] = useState<string | null>(null);
  const [forwarding, setForwarding] = useState(tenant.forwarding_address ?? '');
  const forwardingAddress = vacancy ? null : forwarding.trim() || null;
  const [kind, setKind] = useState<'tenant' | 'vacancy'>('tenant');
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [interimValues, setInterimValues] = useState<InterimValues>({});
  const [interimErrors, setInterimErrors] = useState<InterimValues>({});
  const [interim, setInterim] = useState<{ meter_id: number; value: string }[]>([]);

  const cancel = () => {
    setStep('idle');
    setMoveOut(null);
    setFailure(null);
    onCancelled();
  };

  const confirmDate = () => {
    const iso = parseDateDe(date.trim());
    if (!iso) return setDateError(tenantTexts.dateInvalid);
    if (!moveOutFitsMoveIn(tenant.move_in, iso)) return setDateError(validationTexts.moveOutBeforeMoveIn);
    const readings = interimReadingsOf(interimValues);
    if (!readings.ok) return setInterimErrors(readings.errors);
    setInterim(readings.readings);
    setMoveOut(iso);
    setKind('tenant');
    setStep('successor');
  };

  const createVacancy = async () => {
    if (!moveOut) return;
    setSaving(true);
    try {
      await createCustomerTenant(propertyId, {
        last_name: texts.vacancyLastName,
        move_in: successorMoveIn(moveOut),
        predecessor_id: tenant.id,
        predecessor_forwarding_address: forwardingAddress,
        ...(interim.length > 0 ? { interim_readings: interim } : {}),
      });
      setStep('idle');
      await onDone(messages.vacancyCreatedMoveOut);
    } catch (error) {
      setFailure(failureText(error, messages.vacancyCreateFailed));
    } finally {
      setSaving(false);
    }
  };

  const from = moveOut ? formatDateDe(successorMoveIn(moveOut)) : '';
  return (
    <>
      {step === 'idle' && (
        <Button
          size="xs"
          variant="light"
          onClick={() => {
            setDate(proposed());
            setDateError(null);
            setForwarding(tenant.forwarding_address ?? '');
            setInterimValues({});
            setInterimErrors({});
            setStep('date');
          }}
        >
          {vacancy ? texts.endVacancy : texts.reportMoveOut}
        </Button>
      )}
      {step !== 'idle' && (
        <Stack gap="xs">
          <TextInput
            label={vacancy ? texts.vacancyEndDate : texts.moveOutDate}
            placeholder="TT.MM.JJJJ"
            value={date}
            readOnly={step === 'successor'}
            error={dateError}
            errorProps={{ role: 'alert' }}
            onChange={(e) => {
              setDate(e.currentTarget.value);
              setDateError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                confirmDate();
              }
            }}
          />
          {!vacancy && (
            <TextInput
              label={texts.forwardingAddress}
              description={texts.forwardingAddressHint}
              value={forwarding}
              readOnly={step === 'successor'}
              maxLength={300}
              autoComplete="off"
              onChange={(e) => setForwarding(e.currentTarget.value)}
            />
          )}
          <InterimReadingFields
            tenant={tenant}
            propertyId={propertyId}
            values={interimValues}
            errors={interimErrors}
            readOnly={step === 'successor'}
            onChange={(id, value) => {
              setInterimValues((v) => ({ ...v, [id]: value }));
              setInterimErrors((e) => ({ ...e, [id]: '' }));
            }}
          />
          {step === 'date' && (
            <Group gap="xs">
              <Button size="xs" onClick={confirmDate}>
                {texts.moveOutConfirm}
              </Button>
              <Button size="xs" variant="default" onClick={cancel}>
                {texts.cancel}
              </Button>
            </Group>
          )}
        </Stack>
      )}
      <Modal
        opened={step === 'successor'}
        onClose={cancel}
        title={vacancy ? texts.afterVacancyTitle : texts.afterMoveOutTitle}
        size="xl"
        centered
      >
        <Stack gap="md">
          <Text>
            {vacancy
              ? texts.afterVacancyText(moveOut ? formatDateDe(moveOut) : '')
              : texts.afterMoveOutText(moveOut ? formatDateDe(moveOut) : '')}
          </Text>
          <Text fw={600}>{texts.successorFrom(from)}</Text>
          {!vacancy && (
            <Radio.Group value={kind} onChange={(v) => setKind(v === 'vacancy' ? 'vacancy' : 'tenant')}>
              <Group>
                <Radio value="tenant" label={texts.newTenantOption} />
                <Radio value="vacancy" label={texts.vacancyOption} />
              </Group>
            </Radio.Group>
          )}
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          {kind === 'tenant' || vacancy ? (
            <NewTenantForm
              address={address}
              submitLabel={texts.createSuccessor}
              onCancel={cancel}
              onSubmit={async (body) => {
                if (!moveOut) return;
                setFailure(null);
                try {
                  await createCustomerTenant(propertyId, {
                    ...body,
                    move_in: successorMoveIn(moveOut),
                    predecessor_id: tenant.id,
                    predecessor_forwarding_address: forwardingAddress,
                    ...(interim.length > 0 ? { interim_readings: interim } : {}),
                  });
                } catch (error) {
                  throw new Error(failureText(error, messages.tenantCreateFailed));
                }
                setStep('idle');
                await onDone(messages.tenantCreatedMoveOut);
              }}
            />
          ) : (
            <Group>
              <Button onClick={() => void createVacancy()} loading={saving}>
                {texts.createVacancy}
              </Button>
              <Button variant="default" onClick={cancel} disabled={saving}>
                {texts.cancel}
              </Button>
            </Group>
          )}
        </Stack>
      </Modal>
    </>
  );
}
