import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  PRODUCT_NAME,
  landingTexts,
  pageTexts,
  shellTexts,
  type BenefitId,
  type LandingFeatureId,
  type WhyFreeId,
} from '../../../domain/texts/index.ts';
import { paths } from '../../routing/paths.ts';
import {
  ArchiveIcon,
  ArrowRightIcon,
  BellIcon,
  CheckIcon,
  ClockIcon,
  CoinOffIcon,
  DocumentIcon,
  MessageIcon,
  ShieldIcon,
  SwitchIcon,
  ToolIcon,
  UnlockIcon,
  UsersIcon,
} from '../../components/icons.tsx';
import { hyphenate } from '../../components/hyphenate.ts';
import { CallToAction } from './call-to-action.tsx';
import { InfoCardSection } from './info-card-section.tsx';
import { Highlights, Section } from './sections.tsx';
import classes from './public.module.css';

const WHY_FREE_ICONS: Record<WhyFreeId, ReactNode> = {
  noBaseFee: <CoinOffIcon size={22} />,
  noPerStatement: <DocumentIcon size={22} />,
  tenantChange: <SwitchIcon size={22} />,
  optional: <ToolIcon size={22} />,
};

const FEATURE_ICONS: Record<LandingFeatureId, ReactNode> = {
  invoices: <MessageIcon size={22} />,
  statements: <DocumentIcon size={22} />,
  tenantPortal: <UsersIcon size={22} />,
  archive: <ArchiveIcon size={22} />,
  reminders: <BellIcon size={22} />,
  privacy: <ShieldIcon size={22} />,
};

const BENEFIT_ICONS: Record<BenefitId, ReactNode> = {
  fiveMinutes: <ClockIcon size={22} />,
  noContract: <UnlockIcon size={22} />,
  cancellation: <CheckIcon size={22} />,
};

function Hero() {
  const { hero } = landingTexts;
  return (
    <section className={classes.hero} aria-labelledby="start-titel">
      <Container size="lg">
        <div className={classes.heroGrid}>
          <Stack gap="lg">
            <Text className={classes.eyebrow}>{hero.eyebrow}</Text>
            <Title order={1} id="start-titel" className={classes.heroTitle}>
              {hyphenate(pageTexts.landing.title)}
            </Title>
            <Text className={classes.lead}>{hero.lead}</Text>
            <Group gap="sm">
              <Button
                component={Link}
                to={paths.register}
                size="md"
                rightSection={<ArrowRightIcon size={18} />}
              >
                {hero.register}
              </Button>
              <Button component={Link} to={paths.freeTest} size="md" variant="default">
                {hero.primary}
              </Button>
              <Button component={Link} to={paths.services} size="md" variant="default">
                {hero.secondary}
              </Button>
            </Group>
            <Highlights items={hero.highlights} />
          </Stack>
          <StatementPreview />
        </div>
      </Container>
    </section>
  );
}

/** Illustration of the product at work; an example, hence a figure with a caption. */
function StatementPreview() {
  const { preview } = landingTexts;
  return (
    <Box component="figure" m={0}>
      <Paper withBorder radius="lg" p="lg" className={classes.preview}>
        <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
          <div>
            <Text fw={650} size="lg">
              {preview.title}
            </Text>
            <Text size="sm" c="dimmed">
              {preview.subtitle}
            </Text>
          </div>
          <DocumentIcon
            size={28}
            style={{ flexShrink: 0, color: 'var(--mantine-primary-color-light-color)' }}
          />
        </Group>
        {preview.rows.map((row) => (
          <div key={row.label} className={classes.previewRow}>
            <span className={classes.previewCheck}>
              <CheckIcon size={15} strokeWidth={2.4} />
            </span>
            <Text size="sm" style={{ flex: 1 }}>
              {row.label}
            </Text>
            <Badge variant="light" radius="sm">
              {row.status}
            </Badge>
          </div>
        ))}
      </Paper>
      <Text component="figcaption" size="sm" c="dimmed" ta="center" mt="sm">
        {preview.caption}
      </Text>
    </Box>
  );
}

function Steps() {
  const { steps } = landingTexts;
  return (
    <Section id="ablauf" eyebrow={steps.eyebrow} title={steps.title} alt>
      <SimpleGrid
        cols={{ base: 1, sm: 3 }}
        spacing="xl"
        component="ol"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {steps.items.map((step, index) => (
          <Stack key={step.id} component="li" gap="sm">
            <span className={classes.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <Title order={3} size="h3">
              {step.title}
            </Title>
            <Text c="dimmed" lh={1.6}>
              {step.text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** Start page: hero, why free, features, switching, three steps, call to action. */
export function LandingPage() {
  useDocumentTitle(`${PRODUCT_NAME} – ${shellTexts.tagline}`);
  const { whyFree, features, benefits, finalCta } = landingTexts;
  return (
    <>
      <Hero />
      <InfoCardSection
        id="kostenlos"
        texts={whyFree}
        cols={{ base: 1, sm: 2, md: 4 }}
        icon={(item) => WHY_FREE_ICONS[item.id]}
      />
      <InfoCardSection
        id="funktionen"
        texts={features}
        cols={{ base: 1, sm: 2, md: 3 }}
        alt
        icon={(item) => FEATURE_ICONS[item.id]}
      />
      <InfoCardSection
        id="wechsel"
        texts={benefits}
        cols={{ base: 1, sm: 3 }}
        icon={(item) => BENEFIT_ICONS[item.id]}
      />
      <Steps />
      <CallToAction
        titleId="abschluss-titel"
        title={finalCta.title}
        text={finalCta.text}
        demoLabel={finalCta.primary}
      >
        <Button component={Link} to={paths.contact} size="lg" variant="outline" color="white">
          {finalCta.secondary}
        </Button>
      </CallToAction>
    </>
  );
}
