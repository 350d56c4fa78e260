import { Badge, SimpleGrid } from '@mantine/core';
import { dashboardTexts } from '../../../domain/texts/index.ts';
import type { Property } from '../../api/types.ts';
import { addressLines } from '../../components/address.ts';
import { HouseIcon } from '../../components/icons.tsx';
import { Tile } from '../../components/tile.tsx';

function statusBadge(property: Property) {
  if (property.status === 'ended')
    return (
      <Badge color="gray" variant="light">
        {dashboardTexts.customer.statusEnded}
      </Badge>
    );
  if (property.status === 'archived')
    return (
      <Badge color="gray" variant="outline">
        {dashboardTexts.customer.statusArchived}
      </Badge>
    );
  return undefined;
}

interface PropertyTilesProps {
  properties: readonly Property[];
  onOpen: (property: Property) => void;
}

export function PropertyTiles({ properties, onOpen }: PropertyTilesProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {properties.map((property) => {
        const [street, place] = addressLines(property.address);
        return (
          <Tile
            key={property.id}
            title={street || property.address}
            description={place}
            icon={<HouseIcon size={22} />}
            badge={statusBadge(property)}
            onClick={() => onOpen(property)}
          />
        );
      })}
    </SimpleGrid>
  );
}
