import { dashboardTexts } from '../../../domain/texts/index.ts';
import { paths } from '../../routing/paths.ts';
import { matchesSearch } from '../../components/search.ts';

export type AdminTileKey = keyof typeof dashboardTexts.admin.tiles;

export interface AdminTile {
  key: AdminTileKey;
  title: string;
  description: string;
  to: string;
}

const { tiles } = dashboardTexts.admin;

export const ADMIN_TILES: readonly AdminTile[] = [
  { key: 'customers', ...tiles.customers, to: paths.adminCustomers },
  { key: 'properties', ...tiles.properties, to: paths.adminProperties },
  { key: 'tenants', ...tiles.tenants, to: paths.adminTenants },
  { key: 'users', ...tiles.users, to: paths.adminUsers },
];

/** The dashboard search covers title and description, so a word of either finds the tile. */
export function filterAdminTiles(all: readonly AdminTile[], query: string): readonly AdminTile[] {
  return all.filter((tile) => matchesSearch([tile.title, tile.description], query));
}
