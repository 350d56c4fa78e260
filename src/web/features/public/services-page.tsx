import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  documentTitle,
  pageTexts,
  publicTexts,
  servicesTexts,
  type CoreServiceId,
  type OptionalServiceId,
  type PlatformFeatureId,
} from '../../../domain/texts/index.ts';
import { paths } from '../../app/paths.ts';
import { BackButton } from '../../components/back-button.tsx';
import {
  AlarmIcon,
  ArchiveIcon,
  ArrowRightIcon,
  BellIcon,
  DevicesIcon,
  DocumentIcon,
  DropletIcon,
  FlameIcon,
  GaugeIcon,
  HouseIcon,
  KeyIcon,
  SendIcon,
  ShieldIcon,
  SparkIcon,
  SwitchIcon,
  ToolIcon,
  UsersIcon,
} from '../../components/icons.tsx';
import { InfoCard, Section } from './sections.tsx';
import classes from './public.module.css';

const CORE_ICONS: Record<CoreServiceId, ReactNode> = {
  heating: <FlameIcon size={22} />,
  operating: <HouseIcon size={22} />,
  meters: <GaugeIcon size={22} />,
  tenantChange: <SwitchIcon size={22} />,
  invoices: <SparkIcon size={22} />,
  delivery: <SendIcon size={22} />,
};

const OPTIONAL_ICONS: Record<OptionalServiceId, ReactNode> = {
  smokeDetectors: <AlarmIcon size={22} />,
  legionella: <DropletIcon size={22} />,
  caretaker: <ToolIcon size={22} />,
  heatingService: <FlameIcon size={22} />,
};

const PLATFORM_ICONS: Record<PlatformFeatureId, ReactNode> = {
  tenantPortal: <UsersIcon size={22} />,
  archive: <ArchiveIcon size={22} />,
  reminders: <BellIcon size={22} />,
  roles: <KeyIcon size={22} />,
  privacy: <ShieldIcon size={22} />,
  devices: <DevicesIcon size={22} />,
};

/** Services page (spec 000 §2.2): core services, free tools, optional services, platform, legal references. */
export function ServicesPage() {
  useDocumentTitle(documentTitle(pageTexts.services.title));
  const { core, tools, optional, platform, references, cta } = servicesTexts;

  return (
    <>
      <section className={classes.hero} aria-labelledby="leistungen-titel">
        <Container size="lg">
          <BackButton to={paths.landing} label={publicTexts.backToStart} />
          <Stack gap="md" maw={760}>
            <Title order={1} id="leistungen-titel" className={classes.pageTitle}>
              {pageTexts.services.title}
            </Title>
            <Text className={classes.lead}>{servicesTexts.intro}</Text>
          </Stack>
        </Container>
      </section>

      <Section id="kernleistungen" title={core.title} intro={core.intro}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {core.items.map((item) => (
            <InfoCard key={item.id} title={item.title} text={item.text} icon={CORE_ICONS[item.id]} />
          ))}
        </SimpleGrid>
      </Section>

      <Section id="vermieter-tools" title={tools.title} intro={tools.intro} alt>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {tools.items.map((item) => (
            <InfoCard
              key={item.id}
              title={item.title}
              text={item.text}
              icon={<DocumentIcon size={22} />}
              badge={publicTexts.badgeFree}
            />
          ))}
        </SimpleGrid>
      </Section>

      <Section id="optionale-services" title={optional.title} intro={optional.intro}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {optional.items.map((item) => (
            <InfoCard
              key={item.id}
              title={item.title}
              text={item.text}
              icon={OPTIONAL_ICONS[item.id]}
              badge={publicTexts.badgeAllocable}
              badgeColor="blue"
              footer={
                <Badge
                  variant="outline"
                  color="gray"
                  tt="none"
                  radius="sm"
                  mt="auto"
                  style={{ alignSelf: 'flex-start' }}
                >
                  {item.reference}
                </Badge>
              }
            />
          ))}
        </SimpleGrid>
      </Section>

      <Section id="plattform" title={platform.title} intro={platform.intro} alt>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {platform.items.map((item) => (
            <InfoCard key={item.id} title={item.title} text={item.text} icon={PLATFORM_ICONS[item.id]} />
          ))}
        </SimpleGrid>
      </Section>

      <Section id="grundlagen" title={references.title} intro={references.intro}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {references.items.map((item) => (
            <Paper key={item.id} withBorder radius="md" p="lg" className={classes.card} component="article">
              <Text component="h3" m={0} className={classes.referenceCode}>
                {item.title}
              </Text>
              <Text fw={600} size="sm">
                {item.subtitle}
              </Text>
              <Text c="dimmed" size="sm" lh={1.6}>
                {item.text}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Section>

      <section className={classes.section} aria-labelledby="leistungen-cta-titel" style={{ paddingTop: 0 }}>
        <Container size="lg">
          <div className={classes.cta}>
            <Stack gap="md" align="flex-start">
              <Title order={2} id="leistungen-cta-titel" className={classes.sectionTitle} c="white">
                {cta.title}
              </Title>
              <Text className={classes.ctaText}>{cta.text}</Text>
              <div className={classes.ctaActions}>
                <Button
                  component={Link}
                  to={paths.freeTest}
                  size="lg"
                  variant="white"
                  color="teal"
                  rightSection={<ArrowRightIcon size={18} />}
                >
                  {publicTexts.freeTestCta}
                </Button>
              </div>
            </Stack>
          </div>
        </Container>
      </section>
    </>
  );
}
