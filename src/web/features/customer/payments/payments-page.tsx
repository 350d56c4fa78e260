import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Container, Select, Stack } from '@mantine/core';
import { todayIso } from '../../../../domain/dates.ts';
import { paymentsScreenTexts as texts } from '../../../../domain/texts/index.ts';
import { ApiError, errorMessage } from '../../../api/api-error.ts';
import { useProperties } from '../../../api/get-properties.ts';
import { useProperty } from '../../../api/get-property.ts';
import type { Property } from '../../../api/types.ts';
import { BackButton } from '../../../components/back-button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { linkedPropertyProblem } from '../../../components/linked-property.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { paymentsHref } from '../../../routing/payment-links.ts';
import { paths } from '../../../routing/paths.ts';
import { detailHref, selectId, selectedId } from '../../../routing/selection.ts';
import { useSession } from '../../../session/use-session.ts';
import { yearFromQuery } from '../costs/index.ts';
import { AccountPanel } from './account-panel.tsx';
import { PaymentsYear } from './payments-year.tsx';
import { StatementUpload } from './statement-upload.tsx';

/**
 * Zahlungen of a property (`?property_id=7&year=2025`): the landlord's, and the operator's employees'
 * and admins', who keep the payments on the customers' behalf. Without a property in the address the
 * one chosen last is shown, or the only one, else a chooser.
 */
export function PaymentsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const role = useSession()?.user.role;
  const properties = useProperties();
  const only = properties.data?.length === 1 ? properties.data[0]!.id : null;
  const propertyId = selectedId('property', location.search) ?? only;
  const currentYear = Number(todayIso().slice(0, 4));
  // The billing year: the statements of last year are the ones being prepared.
  const year = yearFromQuery(location.search) ?? currentYear - 1;
  const property = useProperty(propertyId);

  useEffect(() => {
    if (propertyId !== null) selectId('property', propertyId);
  }, [propertyId]);

  const back =
    propertyId === null
      ? paths.customerDashboard
      : detailHref(role === 'customer' ? paths.customerPropertyDetail : paths.adminPropertyDetail, {
          property: propertyId,
        });
  const errorStatus =
    property.error instanceof ApiError ? property.error.status : property.isError ? 0 : undefined;
  const problem =
    propertyId === null
      ? null
      : linkedPropertyProblem({ id: propertyId, status: property.data?.status, errorStatus });

  let body: React.ReactNode;
  if (properties.status === 'pending') body = <LoadingState label={texts.loading} />;
  else if (properties.status === 'error')
    body = <ErrorState message={errorMessage(properties.error)} onRetry={() => void properties.refetch()} />;
  else if (properties.data.length === 0) body = <EmptyState message={texts.noProperties} />;
  else
    body = (
      <Stack gap="xl">
        {properties.data.length > 1 && (
          <Select
            label={texts.property}
            placeholder={texts.propertyPlaceholder}
            data={properties.data.map((p) => ({ value: String(p.id), label: p.address }))}
            value={propertyId !== null ? String(propertyId) : null}
            allowDeselect={false}
            searchable
            maw={520}
            onChange={(value) => value && void navigate(paymentsHref(Number(value), year))}
          />
        )}
        {propertyId === null ? (
          <EmptyState message={texts.noProperty} />
        ) : problem && property.data?.status !== 'archived' ? (
          <ErrorState message={problem} onRetry={() => void property.refetch()} />
        ) : property.status !== 'success' ? (
          <LoadingState label={texts.loading} />
        ) : (
          <PropertyPayments
            key={property.data.id}
            property={property.data}
            year={year}
            currentYear={currentYear}
            onYear={(next) => void navigate(paymentsHref(property.data.id, next), { replace: true })}
          />
        )}
      </Stack>
    );

  return (
    <Container size="xl" py="xl">
      <BackButton to={back} label={texts.back} />
      <PageHeader title={texts.title} description={property.data?.address ?? texts.description} />
      {body}
    </Container>
  );
}

interface PropertyPaymentsProps {
  property: Property;
  year: number;
  currentYear: number;
  onYear: (year: number) => void;
}

function PropertyPayments({ property, year, currentYear, onYear }: PropertyPaymentsProps) {
  const account = property.bank_account ?? null;
  const archived = property.status === 'archived';
  return (
    <Stack gap="xl">
      <AccountPanel propertyId={property.id} account={account} readOnly={archived} />
      {!archived && <StatementUpload propertyId={property.id} hasAccount={account !== null} />}
      <PaymentsYear propertyId={property.id} year={year} currentYear={currentYear} onYear={onYear} />
    </Stack>
  );
}
