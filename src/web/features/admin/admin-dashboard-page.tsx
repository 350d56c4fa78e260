import { useState, type ReactNode } from 'react';
import { Container, SimpleGrid, Stack } from '@mantine/core';
import { dashboardTexts, documentTitle, stateTexts } from '../../../domain/texts/index.ts';
import { useDisplayName } from '../../components/use-display-name.ts';
import { EmptyState } from '../../components/data-states.tsx';
import { BriefcaseIcon, HouseIcon, KeyIcon, UsersIcon } from '../../components/icons.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { Tile } from '../../components/tile.tsx';
import { ADMIN_TILES, filterAdminTiles, type AdminTileKey } from './admin-tiles.ts';

const ICONS: Record<AdminTileKey, ReactNode> = {
  customers: <BriefcaseIcon size={22} />,
  properties: <HouseIcon size={22} />,
  tenants: <UsersIcon size={22} />,
  users: <KeyIcon size={22} />,
};

export function AdminDashboardPage() {
  const texts = dashboardTexts.admin;
  const name = useDisplayName();
  const [query, setQuery] = useState('');
  const tiles = filterAdminTiles(ADMIN_TILES, query);

  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={texts.greeting(name)}
        description={texts.intro}
        tabTitle={documentTitle(texts.title)}
      />
      <Stack gap="lg">
        <SearchInput value={query} onChange={setQuery} placeholder={texts.searchPlaceholder} />
        {tiles.length === 0 ? (
          <EmptyState message={stateTexts.noMatches} />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            {tiles.map((tile) => (
              <Tile
                key={tile.key}
                to={tile.to}
                title={tile.title}
                description={tile.description}
                icon={ICONS[tile.key]}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
