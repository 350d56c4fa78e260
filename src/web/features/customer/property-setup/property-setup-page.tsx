import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Container, Group, Paper, Stack } from '@mantine/core';
import { propertySetupTexts as texts } from '../../../../domain/texts/index.ts';
import { errorMessage } from '../../../api/api-error.ts';
import { useProperty } from '../../../api/get-property.ts';
import { propertySetupKey, usePropertySetup } from '../../../api/property-setup.ts';
import type { Property } from '../../../api/types.ts';
import { paths } from '../../../routing/paths.ts';
import { selectId } from '../../../routing/selection.ts';
import { BackButton } from '../../../components/back-button.tsx';
import { DwellingsSection } from '../../../components/dwellings-section.tsx';
import { ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { AddressStep } from './address-step.tsx';
import { FinishStep } from './finish-step.tsx';
import { HeatingStep } from './heating-step.tsx';
import { LetterheadStep } from './letterhead-step.tsx';
import { MetersStep } from './meters-step.tsx';
import { TenantsStep } from './tenants-step.tsx';
import { CHECKS_OF, setupIdOf, setupLink, stepOf, WIZARD_STEPS, type WizardStep } from './wizard.ts';

const stepTitle = (step: WizardStep) => (step === 'finish' ? texts.finishHeading : texts.stepTitles[step]);

/**
 * The steps as links: where the landlord stands (`aria-current`), which are done by the server's
 * checks; before the property exists only the first can be opened.
 */
function StepNav({
  id,
  current,
  done,
}: {
  id: number | null;
  current: WizardStep;
  done: (s: WizardStep) => boolean;
}) {
  return (
    <nav aria-label={texts.stepperLabel}>
      <Group component="ol" gap="xs" wrap="wrap" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {WIZARD_STEPS.map((step, index) => {
          const label = `${index + 1}. ${stepTitle(step)}${done(step) ? ' ✓' : ''}`;
          const active = step === current;
          return (
            <li key={step}>
              {id === null && step !== 'address' ? (
                <Button size="compact-sm" variant="subtle" disabled>
                  {label}
                </Button>
              ) : (
                <Button
                  size="compact-sm"
                  component={Link}
                  to={id === null ? paths.customerPropertySetup : setupLink(id, step)}
                  variant={active ? 'filled' : done(step) ? 'light' : 'default'}
                  aria-current={active ? 'step' : undefined}
                >
                  {label}
                </Button>
              )}
            </li>
          );
        })}
      </Group>
    </nav>
  );
}

function StepBody({
  step,
  property,
  year,
  go,
  refresh,
}: {
  step: WizardStep;
  property: Property;
  year: number;
  go: (step: WizardStep, property?: Property) => void;
  refresh: () => Promise<void>;
}) {
  const saved = (next: WizardStep) => async (p?: Property) => {
    await refresh();
    go(next, p);
  };
  switch (step) {
    case 'address':
      return <AddressStep key={property.id} property={property} onSaved={(p) => void saved('heating')(p)} />;
    case 'heating':
      return (
        <HeatingStep key={property.id} property={property} onSaved={(p) => void saved('letterhead')(p)} />
      );
    case 'letterhead':
      return <LetterheadStep onSaved={() => void saved('dwellings')()} />;
    case 'dwellings':
      return (
        <Stack gap="md">
          <DwellingsSection propertyId={property.id} headingSize="h3" />
          <Group justify="flex-end">
            <Button onClick={() => void saved('tenants')()}>{texts.next}</Button>
          </Group>
        </Stack>
      );
    case 'tenants':
      return (
        <TenantsStep
          property={property}
          year={year}
          onChanged={refresh}
          onNext={() => void saved('meters')()}
        />
      );
    case 'meters':
      return <MetersStep property={property} onChanged={refresh} onNext={() => void saved('finish')()} />;
    case 'finish':
      return null;
  }
}

/**
 * Neues Objekt anlegen: a landlord's property set up step by step. Every step saves to the server
 * at once, and the state comes from the server only (`?id=` and `?step=`), so the landlord may
 * leave at any point and come back from the overview's checklist.
 */
export function PropertySetupPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = setupIdOf(location.search);
  const step = id === null ? 'address' : stepOf(location.search);
  const property = useProperty(id);
  const setup = usePropertySetup(id);

  const go = (next: WizardStep, saved?: Property) => {
    const target = saved?.id ?? id;
    if (target === null) return;
    selectId('property', target);
    void navigate(setupLink(target, next));
  };
  const refresh = async () => {
    if (id === null) return;
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['properties', id] }),
      queryClient.invalidateQueries({ queryKey: propertySetupKey(id) }),
    ]);
  };
  const done = (s: WizardStep) =>
    setup.data ? CHECKS_OF[s].every((c) => setup.data.steps.find((x) => x.id === c)?.done) : false;

  return (
    <Container size="lg" py="xl">
      <BackButton to={paths.customerDashboard} label={texts.back} />
      <PageHeader title={texts.pageTitle} description={texts.intro} />
      <Stack gap="lg">
        <StepNav id={id} current={step} done={done} />
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          {id === null ? (
            <AddressStep
              property={null}
              onSaved={(p) => {
                void queryClient.invalidateQueries({ queryKey: ['properties'] });
                go('heating', p);
              }}
            />
          ) : property.status === 'pending' || setup.status === 'pending' ? (
            <LoadingState />
          ) : property.status === 'error' ? (
            <ErrorState message={errorMessage(property.error)} onRetry={() => void property.refetch()} />
          ) : setup.status === 'error' ? (
            <ErrorState message={errorMessage(setup.error)} onRetry={() => void setup.refetch()} />
          ) : step === 'finish' ? (
            <FinishStep propertyId={property.data.id} setup={setup.data} />
          ) : (
            <Stack gap="md">
              {step === 'address' && <Alert variant="light">{texts.resumeHint}</Alert>}
              <StepBody
                step={step}
                property={property.data}
                year={setup.data.year}
                go={go}
                refresh={refresh}
              />
            </Stack>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
