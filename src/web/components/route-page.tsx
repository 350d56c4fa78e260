import { Container } from '@mantine/core';
import { pageTexts, type PageKey } from '../../domain/texts/index.ts';
import { PageHeader } from './page-header.tsx';

/** A screen whose content arrives with a later issue: its title and what it is for. */
export function RoutePage({ page }: { page: PageKey }) {
  const { title, description } = pageTexts[page];
  return (
    <Container size="lg" py="xl">
      <PageHeader title={title} description={description} />
    </Container>
  );
}
