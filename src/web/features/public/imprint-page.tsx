import { imprintSections, legalTexts, pageTexts } from '../../../domain/texts/index.ts';
import { LegalPage } from './legal-page.tsx';

export function ImprintPage() {
  return (
    <LegalPage
      title={pageTexts.imprint.title}
      intro={legalTexts.imprintIntro}
      sections={(site) => imprintSections(site.operator)}
    />
  );
}
