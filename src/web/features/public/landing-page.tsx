import { Container } from '@mantine/core';
import { PRODUCT_NAME, pageTexts, shellTexts } from '../../../domain/texts/index.ts';
import { PageHeader } from '../../components/page-header.tsx';

/** Start page; hero, features and the rest of the marketing content follow with the public-pages issue. */
export function LandingPage() {
  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={pageTexts.landing.title}
        description={pageTexts.landing.description}
        tabTitle={`${PRODUCT_NAME} – ${shellTexts.tagline}`}
      />
    </Container>
  );
}
