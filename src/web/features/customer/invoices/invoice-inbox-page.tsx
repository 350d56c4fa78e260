import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { Anchor, Container, Group, Stack } from '@mantine/core';
import { todayIso } from '../../../../domain/dates.ts';
import { invoiceScreenTexts as texts } from '../../../../domain/texts/index.ts';
import { ApiError } from '../../../api/api-error.ts';
import { useProperty } from '../../../api/get-property.ts';
import { invoicesKey, type PropertyWithIntake } from '../../../api/invoices.ts';
import { BackButton } from '../../../components/back-button.tsx';
import { ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { linkedPropertyProblem } from '../../../components/linked-property.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { inboxHref, inboxPropertyOf, invoiceIdOf } from '../../../routing/invoice-links.ts';
import { paths } from '../../../routing/paths.ts';
import { detailHref, selectId } from '../../../routing/selection.ts';
import { useSession } from '../../../session/use-session.ts';
import { costLink } from '../costs/index.ts';
import { IntakeCard } from './intake-card.tsx';
import { InvoiceDetail } from './invoice-detail.tsx';
import { InvoiceList } from './invoice-list.tsx';
import { UploadPanel } from './upload-panel.tsx';

/**
 * Rechnungseingang of a property (`?property_id=7`, one invoice with `&invoice=12`): the landlord's,
 * and the operator's employees' and admins', who do this work on the customers' behalf.
 */
export function InvoiceInboxPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const role = useSession()?.user.role;
  const propertyId = inboxPropertyOf(location.search);
  const invoiceId = invoiceIdOf(location.search);
  const property = useProperty(propertyId);
  const currentYear = Number(todayIso().slice(0, 4));
  useEffect(() => {
    if (propertyId !== null) selectId('property', propertyId);
  }, [propertyId]);

  const errorStatus =
    property.error instanceof ApiError ? property.error.status : property.isError ? 0 : undefined;
  const problem = linkedPropertyProblem({ id: propertyId, status: property.data?.status, errorStatus });
  const back =
    propertyId === null
      ? paths.customerDashboard
      : detailHref(role === 'customer' ? paths.customerPropertyDetail : paths.adminPropertyDetail, {
          property: propertyId,
        });

  return (
    <Container size="xl" py="xl">
      <BackButton to={back} label={texts.back} />
      <PageHeader title={texts.title} description={property.data?.address ?? texts.description} />
      {problem && property.data?.status !== 'archived' ? (
        <ErrorState message={problem} />
      ) : propertyId === null || property.status !== 'success' ? (
        <LoadingState label={texts.loading} />
      ) : invoiceId !== null ? (
        <InvoiceDetail
          propertyId={propertyId}
          invoiceId={invoiceId}
          onClose={() => void navigate(inboxHref(propertyId), { replace: true })}
        />
      ) : (
        <InboxOverview property={property.data} currentYear={currentYear} />
      )}
    </Container>
  );
}

function InboxOverview({ property, currentYear }: { property: PropertyWithIntake; currentYear: number }) {
  const queryClient = useQueryClient();
  return (
    <Stack gap="xl">
      <Group>
        <Anchor component={Link} to={costLink(paths.customerCostsData, property.id, currentYear - 1)}>
          {texts.toCostData}
        </Anchor>
      </Group>
      {property.invoice_intake_address && <IntakeCard address={property.invoice_intake_address} />}
      {property.status !== 'archived' && (
        <UploadPanel
          propertyId={property.id}
          onUploaded={() => void queryClient.invalidateQueries({ queryKey: invoicesKey(property.id) })}
        />
      )}
      <InvoiceList propertyId={property.id} currentYear={currentYear} />
    </Stack>
  );
}
