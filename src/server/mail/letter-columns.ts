import { sql } from 'drizzle-orm';
import { partyName } from '../../domain/party-name.ts';
import { customers, properties, tenants } from '../db/schema.ts';

/**
 * What a mail to a tenant needs of its tenancy and landlord (greeting, property, reply-to), as
 * columns of a query that joins `tenants`, `properties` and `customers`.
 */
export const letterColumns = {
  address: properties.address,
  salutation: tenants.salutation,
  firstName: tenants.firstName,
  lastName: tenants.lastName,
  company: tenants.company,
  tenantHasLogin: sql<boolean>`${tenants.userId} is not null`,
  landlordCompany: customers.companyName,
  landlordFirstName: customers.firstName,
  landlordLastName: customers.lastName,
  landlordEmail: customers.email,
};

/** The landlord as a mail names it, from the columns above; null when nothing is stored. */
export const landlordName = (r: {
  landlordCompany: string | null;
  landlordFirstName: string | null;
  landlordLastName: string | null;
}) =>
  partyName({ company: r.landlordCompany, firstName: r.landlordFirstName, lastName: r.landlordLastName }) ||
  null;
