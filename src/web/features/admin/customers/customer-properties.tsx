import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Stack, Title } from '@mantine/core';
import { adminCustomerTexts } from '../../../../domain/texts/index.ts';
import { useCustomerProperties } from '../../../api/get-customer-properties.ts';
import type { Property } from '../../../api/types.ts';
import { selectId } from '../../../routing/selection.ts';
import { EmptyState, ListStates } from '../../../components/data-states.tsx';
import { PropertyTiles } from '../../../components/property-tiles.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { filterProperties } from '../../../components/property-search.ts';
import { propertyStatusBadge } from '../../../components/property-status-badge.tsx';
import { propertyDetailHref } from '../properties/index.ts';

const texts = adminCustomerTexts.properties;

/** The customer's properties as tiles; a search box only once there is something to choose between. */
export function CustomerProperties({ customerId }: { customerId: number }) {
  const properties = useCustomerProperties(customerId);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const all = properties.data ?? [];
  const matches = filterProperties(all, query);

  const open = (property: Property) => {
    selectId('property', property.id);
    void navigate(propertyDetailHref(property.id));
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="customer-properties-heading">
      <Title order={2} size="h3" id="customer-properties-heading">
        {texts.heading}
      </Title>
      <ListStates
        status={properties.status}
        count={all.length}
        emptyMessage={texts.empty}
        onRetry={() => void properties.refetch()}
      >
        <Stack gap="md">
          {all.length > 1 && (
            <SearchInput value={query} onChange={setQuery} placeholder={texts.searchPlaceholder} />
          )}
          {matches.length === 0 ? (
            <EmptyState message={texts.noMatches} />
          ) : (
            <PropertyTiles
              properties={matches}
              onOpen={open}
              action={texts.open}
              badge={propertyStatusBadge}
            />
          )}
        </Stack>
      </ListStates>
    </Stack>
  );
}
