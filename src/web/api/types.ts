/** API shapes come from the shared zod schemas, so the web reads exactly what the server validates. */
export type { LoginResponse, MeResponse, SessionUser as ApiUser } from '../../domain/schemas/auth.ts';
export type {
  CustomerRecord as Customer,
  PropertyRecord as Property,
  PropertyListRecord as PropertyListItem,
  TenantRecord as Tenant,
  TenantListRecord as TenantListItem,
} from '../../domain/schemas/records.ts';
export type { PropertyStatus } from '../../domain/catalog.ts';
