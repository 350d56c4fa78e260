/** Every path of the app in one place, so links, gating and the router cannot drift apart. */
export const paths = {
  landing: '/',
  services: '/leistungen',
  contact: '/kontakt',
  login: '/login',
  adminLogin: '/admin-login',
  customerLoginAlias: '/customer-login',
  tenantLoginAlias: '/tenant-login',
  freeTest: '/freetest-login',
  setPassword: '/set-password',
  imprint: '/impressum',
  privacy: '/datenschutz',

  adminDashboard: '/admin-dashboard',
  adminCustomers: '/admin/customers',
  adminProperties: '/admin/properties',
  adminTenants: '/admin/tenants',
  adminUsers: '/admin/users',
  adminCustomerDetail: '/admin/customer-detail',
  adminPropertyDetail: '/admin/property-detail',
  adminMeterDetail: '/admin/meter-detail',
  adminUserEdit: '/admin/user-edit',
  adminSystemLogins: '/admin/system/logins',

  customerDashboard: '/customer-dashboard',
  customerDashboardAlias: '/customer/dashboard',
  customerPropertyDetail: '/customer/property-detail',
  customerTenants: '/customer/tenants',
  customerCostsData: '/customer/costs-data',
  customerCostsDataRedesign: '/customer/costs-data-redesign',
  customerCostsSummary: '/customer/costs-summary',
  customerStatement: '/customer/statement',
  customerProfile: '/customer/profile',
  customerHelp: '/customer/help',
  customerTemplates: '/customer/templates',

  employeeDashboard: '/mitarbeiter-dashboard',

  tenantDashboard: '/tenant-dashboard',
  tenantPropertyDetail: '/tenant/property-detail',
  tenantProfile: '/tenant/profile',
  tenantHelp: '/tenant/help',
} as const;

export function customerTemplatePath(id: string): string {
  return `${paths.customerTemplates}/${encodeURIComponent(id)}`;
}
