import type { ReactNode } from 'react';
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { documentTitle, legalTexts, publicTexts, type LegalSection } from '../../../domain/texts/index.ts';
import { errorMessage } from '../../api/api-error.ts';
import { useSiteInfo, type SiteInfo } from '../../api/get-site-info.ts';
import { paths } from '../../routing/paths.ts';
import { BackButton } from '../../components/back-button.tsx';
import { ErrorState, LoadingState } from '../../components/data-states.tsx';
import { hyphenate } from '../../components/hyphenate.ts';
import { LegalContent } from './legal-content.tsx';
import classes from './public.module.css';

interface LegalPageProps {
  title: string;
  intro: string;
  /** The sections, built from the operator details of this installation. */
  sections: (site: SiteInfo) => LegalSection[];
  /** Shown under the intro, e.g. the date of the current version. */
  meta?: ReactNode;
}

/** Frame of the Impressum and the privacy page: static text around the configured operator details. */
export function LegalPage({ title, intro, sections, meta }: LegalPageProps) {
  useDocumentTitle(documentTitle(title));
  const site = useSiteInfo();

  return (
    <Container size="md" py={{ base: 'xl', sm: 48 }}>
      <BackButton to={paths.landing} label={publicTexts.backToStart} />
      <Stack gap="xs" mb="xl">
        <Title order={1} className={classes.pageTitle}>
          {hyphenate(title)}
        </Title>
        <Text c="dimmed" size="lg">
          {intro}
        </Text>
        {meta}
      </Stack>
      {site.isPending && <LoadingState label={legalTexts.operatorLoading} />}
      {site.isError && <ErrorState message={errorMessage(site.error)} onRetry={() => void site.refetch()} />}
      {site.data && (
        <Stack gap="xl">
          {site.data.sample && (
            <Alert color="yellow" variant="light" title={legalTexts.sampleTitle}>
              {legalTexts.sampleNotice}
            </Alert>
          )}
          <LegalContent sections={sections(site.data)} />
        </Stack>
      )}
    </Container>
  );
}
