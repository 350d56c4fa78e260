import type { ReactNode } from 'react';
import { Badge, Paper, SimpleGrid, Text } from '@mantine/core';
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
import {
  AlarmIcon,
  ArchiveIcon,
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
import { CallToAction } from './call-to-action.tsx';
import { InfoCardSection } from './info-card-section.tsx';
import { PageHero } from './page-hero.tsx';
import { Section } from './sections.tsx';
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

/** Services page: core services, free tools, optional services, platform, legal references. */
export function ServicesPage() {
  useDocumentTitle(documentTitle(pageTexts.services.title));
  const { core, tools, optional, platform, references, cta } = servicesTexts;

  return (
    <>
      <PageHero titleId="leistungen-titel" title={pageTexts.services.title} lead={servicesTexts.intro} />
      <InfoCardSection
        id="kernleistungen"
        texts={core}
        cols={{ base: 1, sm: 2, md: 3 }}
        icon={(item) => CORE_ICONS[item.id]}
      />
      <InfoCardSection
        id="vermieter-tools"
        texts={tools}
        cols={{ base: 1, sm: 2, md: 3 }}
        alt
        icon={() => <DocumentIcon size={22} />}
        badge={publicTexts.badgeFree}
      />
      <InfoCardSection
        id="optionale-services"
        texts={optional}
        cols={{ base: 1, sm: 2 }}
        icon={(item) => OPTIONAL_ICONS[item.id]}
        badge={publicTexts.badgeAllocable}
        badgeColor="blue"
        footer={(item) => (
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
        )}
      />
      <InfoCardSection
        id="plattform"
        texts={platform}
        cols={{ base: 1, sm: 2, md: 3 }}
        alt
        icon={(item) => PLATFORM_ICONS[item.id]}
      />
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

      <CallToAction
        titleId="leistungen-cta-titel"
        title={cta.title}
        text={cta.text}
        demoLabel={publicTexts.freeTestCta}
        flush
      />
    </>
  );
}
