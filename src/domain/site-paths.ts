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
  register: '/register',
  registerConfirm: '/register/confirm',
  setPassword: '/set-password',
  emailConfirm: '/email-confirm',
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
  customerPropertySetup: '/customer/property-setup',
  customerTenants: '/customer/tenants',
  customerReadings: '/customer/readings',
  customerCostsData: '/customer/costs-data',
  customerCostsDataRedesign: '/customer/costs-data-redesign',
  customerCostsSummary: '/customer/costs-summary',
  customerStatement: '/customer/statement',
  customerStatements: '/customer/statements',
  customerProfile: '/customer/profile',
  customerHelp: '/customer/help',
  customerTemplates: '/customer/templates',
  customerInvoices: '/customer/invoices',
  customerPayments: '/customer/payments',
  customerPostbox: '/customer/postbox',

  employeeDashboard: '/mitarbeiter-dashboard',

  tenantDashboard: '/tenant-dashboard',
  tenantPropertyDetail: '/tenant/property-detail',
  tenantProfile: '/tenant/profile',
  tenantHelp: '/tenant/help',
  tenantPostbox: '/tenant/postbox',
} as const;

export function customerTemplatePath(id: string): string {
  return `${paths.customerTemplates}/${encodeURIComponent(id)}`;
}

/** The one patterned path: a template of the landlord's, by id. */
export const TEMPLATE_DETAIL_PATTERN = /^\/customer\/templates\/[^/]+$/;

/** Drops trailing slashes so that `/kontakt/` and `/kontakt` are one route; the empty path is the start page. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const CLIENT_PATHS: ReadonlySet<string> = new Set(Object.values(paths));

/**
 * Whether the web app has a page at this path (aliases included: they lead on to their page).
 * The server answers these with the app and 200, every other path with the app and 404.
 */
export function isClientRoute(pathname: string): boolean {
  const path = normalizePath(pathname);
  return CLIENT_PATHS.has(path) || TEMPLATE_DETAIL_PATTERN.test(path);
}

/** The public pages search engines may list, in the sitemap's order. */
export const SITEMAP_PATHS: readonly string[] = [
  paths.landing,
  paths.services,
  paths.contact,
  paths.login,
  paths.register,
  paths.imprint,
  paths.privacy,
];

/**
 * What search engines are asked to leave alone: the API, the signed-in areas of every role, and
 * the page that takes an invitation's token.
 */
export const CRAWLER_DISALLOWED: readonly string[] = [
  '/api/',
  paths.adminDashboard,
  '/admin/',
  paths.customerDashboard,
  '/customer/',
  paths.employeeDashboard,
  paths.tenantDashboard,
  '/tenant/',
  paths.setPassword,
  paths.emailConfirm,
  paths.registerConfirm,
];

/**
 * The public pages the build renders to HTML (`dist/web/pages/<file>.html`), which the server sends
 * for exactly these paths; `site` marks those that show the operator details of `GET /api/site`.
 */
export const PRERENDERED_PAGES: readonly { path: string; file: string; site: boolean }[] = [
  { path: paths.landing, file: 'start', site: false },
  { path: paths.services, file: 'leistungen', site: false },
  { path: paths.contact, file: 'kontakt', site: true },
  { path: paths.imprint, file: 'impressum', site: true },
  { path: paths.privacy, file: 'datenschutz', site: true },
  { path: paths.freeTest, file: 'freetest-login', site: false },
];
