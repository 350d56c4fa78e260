import { Link } from 'react-router';
import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { propertySetupTexts as texts } from '../../../../domain/texts/index.ts';
import { errorMessage } from '../../../api/api-error.ts';
import { usePropertySetup } from '../../../api/property-setup.ts';
import { ErrorState, LoadingState } from '../../../components/data-states.tsx';

/** At most this many missing items per step are named; the rest are counted. */
const SHOWN = 3;

/**
 * The property's setup as the server checks it: every step with what is still missing and a link
 * to the screen where it is fixed; one line when all is done.
 */
export function SetupChecklist({ propertyId }: { propertyId: number }) {
  const setup = usePropertySetup(propertyId);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="setup-checklist-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="setup-checklist-heading">
          {texts.checklistHeading}
          {setup.data ? ` ${setup.data.year}` : ''}
        </Title>
        {setup.status === 'pending' ? (
          <LoadingState />
        ) : setup.status === 'error' ? (
          <ErrorState
            message={`${texts.checklistError} ${errorMessage(setup.error)}`}
            onRetry={() => void setup.refetch()}
          />
        ) : setup.data.steps.every((s) => s.done) ? (
          <Text>{texts.checklistDone}</Text>
        ) : (
          <List spacing="xs" listStyleType="none" p={0}>
            {setup.data.steps.map((step) => (
              <List.Item key={step.id}>
                <Group gap="xs" wrap="wrap" align="baseline">
                  <Text fw={600}>{texts.stepTitles[step.id]}</Text>
                  <Badge color={step.done ? 'teal' : 'orange'} variant="light">
                    {step.done ? texts.checklistStepDone : texts.checklistStepOpen}
                  </Badge>
                  {!step.done && (
                    <Anchor
                      component={Link}
                      to={step.href}
                      aria-label={`${texts.checklistFix}: ${texts.stepTitles[step.id]}`}
                    >
                      {texts.checklistFix}
                    </Anchor>
                  )}
                </Group>
                {!step.done && (
                  <Text size="sm" c="dimmed">
                    {step.missing.slice(0, SHOWN).join('; ')}
                    {step.missing.length > SHOWN ? `; ${texts.moreMissing(step.missing.length - SHOWN)}` : ''}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
