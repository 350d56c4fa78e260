import { Link } from 'react-router';
import { Button, Group, Stack } from '@mantine/core';
import { propertySetupTexts as texts } from '../../../../domain/texts/index.ts';
import type { SetupResponse } from '../../../api/property-setup.ts';
import { paths } from '../../../routing/paths.ts';
import { detailLink } from '../../../routing/selection.ts';
import { StepHeading } from './step-heading.tsx';

/** The way on: the readings table and the cost data of the open year, then the property's overview. */
export function FinishStep({ propertyId, setup }: { propertyId: number; setup: SetupResponse }) {
  const href = (id: 'readings' | 'costs') => setup.steps.find((s) => s.id === id)!.href;
  return (
    <Stack gap="md">
      <StepHeading title={texts.finishHeading} hint={texts.finishHint} />
      <Group>
        <Button component={Link} to={href('readings')}>
          {texts.toReadings}
        </Button>
        <Button component={Link} to={href('costs')}>
          {texts.toCosts}
        </Button>
        <Button
          component={Link}
          variant="default"
          to={detailLink(paths.customerPropertyDetail, { property: propertyId })}
        >
          {texts.toOverview}
        </Button>
      </Group>
    </Stack>
  );
}
