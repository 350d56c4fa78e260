import { Text } from '@mantine/core';
import { legalTexts, privacySections } from '../../../domain/texts/index.ts';
import { LegalPage } from './legal-page.tsx';

export function PrivacyPage() {
  return (
    <LegalPage
      title={legalTexts.privacyTitle}
      intro={legalTexts.privacyIntro}
      meta={
        <Text size="sm" c="dimmed">
          {legalTexts.lastUpdated}
        </Text>
      }
      sections={(site) => privacySections(site.operator)}
    />
  );
}
