import { DASHBOARD_BY_ROLE, type Role } from '../../domain/roles.ts';
import { normalizePath, TEMPLATE_DETAIL_PATTERN } from '../../domain/site-paths.ts';
import { paths } from './paths.ts';

/** Routes only a signed-out visitor uses; a signed-in user is sent to the dashboard instead. */
const PUBLIC_ONLY_PATHS: readonly string[] = [
  paths.landing,
  paths.login,
  paths.adminLogin,
  paths.freeTest,
  paths.register,
];

/**
 * Open to everyone, signed in or not. The 404 page is open too, see `decideRoute`. A link to set
 * a password may be opened while someone else is signed in in the same browser (an admin trying
 * an invitation, a shared family computer); the page then asks before it signs that person out.
 * The link that confirms a new e-mail address is opened signed in (the person who asked for it)
 * as often as signed out (another device's mail app).
 */
const SHARED_PATHS: readonly string[] = [
  paths.services,
  paths.contact,
  paths.imprint,
  paths.privacy,
  paths.setPassword,
  paths.emailConfirm,
  // A sign-up's link may be opened in a browser where someone else is signed in.
  paths.registerConfirm,
];

const ROLE_PATHS: Record<Role, readonly string[]> = {
  admin: [
    paths.adminDashboard,
    paths.adminCustomers,
    paths.adminProperties,
    paths.adminTenants,
    paths.adminUsers,
    paths.adminCustomerDetail,
    paths.adminPropertyDetail,
    paths.adminMeterDetail,
    paths.adminUserEdit,
    paths.adminSystemLogins,
    // The tenant screen's admin-only actions (deleting a move-out or a vacancy) need the admin there.
    paths.customerTenants,
    // Reopening a finalized year is the admin's alone and happens on the statement screen.
    paths.customerStatement,
    // The admin keeps the readings in the landlord's table, opened from the property detail.
    paths.customerReadings,
    // Employees and admins do the inbox work on the customers' behalf.
    paths.customerInvoices,
    // So do they with the payments: bank statements, assignments, the advance basis.
    paths.customerPayments,
  ],
  customer: [
    paths.customerDashboard,
    paths.customerPropertyDetail,
    paths.customerTenants,
    paths.customerReadings,
    paths.customerCostsData,
    paths.customerCostsDataRedesign,
    paths.customerCostsSummary,
    paths.customerStatement,
    paths.customerStatements,
    paths.customerProfile,
    paths.customerPropertySetup,
    paths.customerHelp,
    paths.customerTemplates,
    paths.customerInvoices,
    paths.customerPayments,
    paths.customerPostbox,
  ],
  employee: [
    paths.employeeDashboard,
    paths.customerTenants,
    paths.customerCostsData,
    paths.customerCostsDataRedesign,
    paths.customerCostsSummary,
    paths.customerStatement,
    // Employees read the readings table (read only), as they read meters.
    paths.customerReadings,
    paths.adminPropertyDetail,
    paths.adminTenants,
    paths.customerInvoices,
    paths.customerPayments,
  ],
  tenant: [
    paths.tenantDashboard,
    paths.tenantPropertyDetail,
    paths.tenantProfile,
    paths.tenantHelp,
    paths.tenantPostbox,
  ],
};

/** Patterned routes with the roles that may open them. */
const ROLE_PATTERNS: readonly { pattern: RegExp; roles: readonly Role[] }[] = [
  { pattern: TEMPLATE_DETAIL_PATTERN, roles: ['customer'] },
];

/**
 * Old and alternative entry paths. `/customer/dashboard` is kept because the
 * spec names it in a back link next to the canonical `/customer-dashboard`.
 */
const ALIASES: Readonly<Record<string, string>> = {
  [paths.customerLoginAlias]: paths.adminLogin,
  [paths.tenantLoginAlias]: paths.login,
  [paths.customerDashboardAlias]: paths.customerDashboard,
};

/**
 * Query parameter that selects a public route, so that mailed links can point at the site root. Its value is the
 * route name, i.e. the path without the leading slash (`/?page=kontakt` → `/kontakt`).
 * It is honoured only on the start page, so that e-mailed links can point at the
 * site root; all other query parameters are carried over
 * (`/?page=set-password&token=…` → `/set-password?token=…`). Unknown values leave
 * the visitor on the landing page.
 */
export const PAGE_PARAM = 'page';

const PAGE_PARAM_TARGETS: readonly string[] = [
  paths.services,
  paths.contact,
  paths.login,
  paths.adminLogin,
  paths.customerLoginAlias,
  paths.tenantLoginAlias,
  paths.freeTest,
  paths.setPassword,
  paths.imprint,
  paths.privacy,
];

const ALL_KNOWN_PATHS: ReadonlySet<string> = new Set([
  ...PUBLIC_ONLY_PATHS,
  ...SHARED_PATHS,
  ...Object.values(ROLE_PATHS).flat(),
]);

export type RouteDecision = { kind: 'render' } | { kind: 'redirect'; to: string };

export function isKnownPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return ALL_KNOWN_PATHS.has(path) || ROLE_PATTERNS.some(({ pattern }) => pattern.test(path));
}

/**
 * Whether a signed-out visitor (`role` null) or a signed-in role may open a known path.
 * Unknown paths are not decided here: they show the 404 page for everyone.
 */
export function isPathAllowed(role: Role | null, pathname: string): boolean {
  const path = normalizePath(pathname);
  if (SHARED_PATHS.includes(path)) return true;
  if (role === null) return PUBLIC_ONLY_PATHS.includes(path);
  return (
    ROLE_PATHS[role].includes(path) ||
    ROLE_PATTERNS.some(({ pattern, roles }) => roles.includes(role) && pattern.test(path))
  );
}

function withSearch(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

function pageParamTarget(path: string, params: URLSearchParams): string | null {
  if (path !== paths.landing) return null;
  const page = params.get(PAGE_PARAM);
  if (page === null) return null;
  const target = `/${page.trim().replace(/^\/+/, '').toLowerCase()}`;
  return PAGE_PARAM_TARGETS.includes(target) ? target : null;
}

/**
 * What the app does with a location: render it, or replace it with another path.
 * Unknown paths render the 404 page. The spec also says unknown public paths are
 * replaced by the landing page; the 404 page (which itself links back to the start
 * page) is the more honest answer to a mistyped or outdated link, so it wins.
 */
export function decideRoute(pathname: string, search: string, role: Role | null): RouteDecision {
  const path = normalizePath(pathname);
  const params = new URLSearchParams(search);

  const selected = pageParamTarget(path, params);
  if (selected !== null) {
    params.delete(PAGE_PARAM);
    return { kind: 'redirect', to: withSearch(selected, params) };
  }

  const aliasTarget = ALIASES[path];
  if (aliasTarget !== undefined) return { kind: 'redirect', to: withSearch(aliasTarget, params) };

  if (!isKnownPath(path) || isPathAllowed(role, path)) return { kind: 'render' };
  return { kind: 'redirect', to: role === null ? paths.login : DASHBOARD_BY_ROLE[role] };
}
