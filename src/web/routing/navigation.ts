import type { Role } from '../../domain/roles.ts';
import { shellTexts } from '../../domain/texts/index.ts';
import { paths } from './paths.ts';

export interface NavItem {
  label: string;
  to: string;
  /** Some entries exist on one layout only (the dashboard link on mobile, System on desktop). */
  only?: 'desktop' | 'mobile';
}

const { nav } = shellTexts;

const NAV_BY_ROLE: Record<Role | 'signedOut', readonly NavItem[]> = {
  signedOut: [
    { label: nav.home, to: paths.landing },
    { label: nav.services, to: paths.services },
    { label: nav.contact, to: paths.contact },
    { label: nav.login, to: paths.login },
  ],
  admin: [
    { label: nav.dashboard, to: paths.adminDashboard, only: 'mobile' },
    { label: nav.customers, to: paths.adminCustomers },
    { label: nav.properties, to: paths.adminProperties },
    { label: nav.tenants, to: paths.adminTenants },
    { label: nav.users, to: paths.adminUsers },
    { label: nav.system, to: paths.adminSystemLogins, only: 'desktop' },
  ],
  customer: [
    { label: nav.dashboard, to: paths.customerDashboard },
    { label: nav.property, to: paths.customerPropertyDetail },
    { label: nav.costsAndUsers, to: paths.customerCostsData },
    { label: nav.readings, to: paths.customerReadings },
    { label: nav.statements, to: paths.customerStatements },
    { label: nav.profile, to: paths.customerProfile },
    { label: nav.help, to: paths.customerHelp },
  ],
  employee: [{ label: nav.dashboard, to: paths.employeeDashboard }],
  tenant: [
    { label: nav.overview, to: paths.tenantDashboard, only: 'mobile' },
    { label: nav.profile, to: paths.tenantProfile },
    { label: nav.help, to: paths.tenantHelp },
  ],
};

export function navItemsFor(role: Role | null, layout: 'desktop' | 'mobile'): readonly NavItem[] {
  return NAV_BY_ROLE[role ?? 'signedOut'].filter((item) => item.only === undefined || item.only === layout);
}
