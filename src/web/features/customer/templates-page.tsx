import { useState } from 'react';
import { Container, SimpleGrid, Stack } from '@mantine/core';
import { pageTexts, templateTexts } from '../../../domain/texts/index.ts';
import { customerTemplatePath, paths } from '../../routing/paths.ts';
import { BackButton } from '../../components/back-button.tsx';
import { EmptyState } from '../../components/data-states.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { Tile } from '../../components/tile.tsx';
import { filterTemplates } from './templates.ts';

const texts = templateTexts;

/** The searchable list of the ten templates; every entry is a real link to its detail page. */
export function CustomerTemplatesPage() {
  const [query, setQuery] = useState('');
  const matches = filterTemplates(query);
  return (
    <Container size="lg" py="xl">
      <BackButton to={paths.customerDashboard} label={texts.backToDashboard} />
      <PageHeader
        title={pageTexts.customerTemplates.title}
        description={pageTexts.customerTemplates.description}
      />
      <Stack gap="md">
        <SearchInput value={query} onChange={setQuery} placeholder={texts.searchPlaceholder} />
        {matches.length === 0 ? (
          <EmptyState message={texts.noMatches} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {matches.map((template) => (
              <Tile
                key={template.id}
                to={customerTemplatePath(template.id)}
                title={template.title}
                description={template.description}
                action={texts.openTemplate}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
