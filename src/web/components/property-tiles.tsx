import type { ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';
import type { Property } from '../api/types.ts';
import { addressLines } from './address.ts';
import { HouseIcon } from './icons.tsx';
import { Tile } from './tile.tsx';

interface PropertyTilesProps {
  properties: readonly Property[];
  onOpen: (property: Property) => void;
  /** Call to action on every tile, e.g. what opening it does. */
  action?: string;
  /** A badge per property, e.g. its status for the landlord. */
  badge?: (property: Property) => ReactNode;
}

/** The properties of a dashboard as tiles: street as title, postcode and town beneath. */
export function PropertyTiles({ properties, onOpen, action, badge }: PropertyTilesProps) {
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
            badge={badge?.(property)}
            action={action}
            onClick={() => onOpen(property)}
          />
        );
      })}
    </SimpleGrid>
  );
}
