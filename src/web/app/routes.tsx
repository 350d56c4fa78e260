import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { CookieBanner } from '../components/cookie-banner.tsx';
import { LoadingState } from '../components/data-states.tsx';
import { paths } from '../routing/paths.ts';
import { AppLayout } from './shell/app-layout.tsx';

/** Child routes are relative to the layout route. */
const at = (path: string) => path.replace(/^\//, '');

/**
 * Every screen is loaded on first use, so a visitor downloads the shell and the one screen they
 * open, never another role's code (docs/performance.md). The header and footer stay while it loads.
 */
function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>, props: P) {
  const Screen = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<LoadingState />}>
      <Screen {...props} />
    </Suspense>
  );
}

/*
 * Public and sign-in screens are loaded one by one: the landing page is the first thing most
 * visitors see and carries nothing else. Each signed-in area is one chunk per role, loaded when
 * that role's first screen opens, so moving between its screens needs no further download.
 */
const publicScreen = {
  landing: () => import('../features/public/landing-page.tsx').then((m) => m.LandingPage),
  services: () => import('../features/public/services-page.tsx').then((m) => m.ServicesPage),
  contact: () => import('../features/public/contact-page.tsx').then((m) => m.ContactPage),
  imprint: () => import('../features/public/imprint-page.tsx').then((m) => m.ImprintPage),
  privacy: () => import('../features/public/privacy-page.tsx').then((m) => m.PrivacyPage),
  notFound: () => import('../features/public/not-found-page.tsx').then((m) => m.NotFoundPage),
  signIn: () => import('../features/auth/sign-in-page.tsx').then((m) => m.SignInPage),
  freeTest: () => import('../features/auth/free-test-page.tsx').then((m) => m.FreeTestPage),
  setPassword: () => import('../features/auth/set-password-page.tsx').then((m) => m.SetPasswordPage),
  emailConfirm: () => import('../features/auth/email-confirm-page.tsx').then((m) => m.EmailConfirmPage),
  register: () => import('../features/auth/register-page.tsx').then((m) => m.RegisterPage),
  registerConfirm: () =>
    import('../features/auth/register-confirm-page.tsx').then((m) => m.RegisterConfirmPage),
};
const adminArea = () => import('../features/admin/index.ts');
const customerArea = () => import('../features/customer/index.ts');
/**
 * The statement screen is the heaviest of the customer's and opened far less often than the rest;
 * the statements overview shares its chunk.
 */
const statementScreen = () => import('../features/customer/statement/index.ts');
/** The payments screen carries the bar chart: only landlords who open it download the charts. */
const paymentsScreen = () => import('../features/customer/payments/index.ts');
/**
 * The letter form (a template's detail page) and the landlord's Postbox share a chunk: they are
 * opened far less often than the rest of the customer's area.
 */
const letterScreens = () => import('../features/customer/letter-screens.ts');
const employeeArea = () => import('../features/employee/index.ts');
/** The tenant portal's charts are heavy: only tenants download them. */
const tenantArea = () => import('../features/tenant/index.ts');

/**
 * Which path shows which screen. Who may open a path is decided in
 * `routing/route-access.ts`, which also resolves aliases and the `?page=` parameter.
 */
const screens: RouteObject[] = [
  { index: true, element: lazyScreen(publicScreen.landing, {}) },
  { path: at(paths.services), element: lazyScreen(publicScreen.services, {}) },
  { path: at(paths.contact), element: lazyScreen(publicScreen.contact, {}) },
  { path: at(paths.login), element: lazyScreen(publicScreen.signIn, { audience: 'general' }) },
  { path: at(paths.adminLogin), element: lazyScreen(publicScreen.signIn, { audience: 'landlord' }) },
  { path: at(paths.freeTest), element: lazyScreen(publicScreen.freeTest, {}) },
  { path: at(paths.register), element: lazyScreen(publicScreen.register, {}) },
  { path: at(paths.registerConfirm), element: lazyScreen(publicScreen.registerConfirm, {}) },
  { path: at(paths.setPassword), element: lazyScreen(publicScreen.setPassword, {}) },
  { path: at(paths.emailConfirm), element: lazyScreen(publicScreen.emailConfirm, {}) },
  { path: at(paths.imprint), element: lazyScreen(publicScreen.imprint, {}) },
  { path: at(paths.privacy), element: lazyScreen(publicScreen.privacy, {}) },

  {
    path: at(paths.adminDashboard),
    element: lazyScreen(() => adminArea().then((m) => m.AdminDashboardPage), {}),
  },
  { path: at(paths.adminCustomers), element: lazyScreen(() => adminArea().then((m) => m.CustomersPage), {}) },
  {
    path: at(paths.adminProperties),
    element: lazyScreen(() => adminArea().then((m) => m.PropertiesPage), {}),
  },
  { path: at(paths.adminTenants), element: lazyScreen(() => adminArea().then((m) => m.TenantsPage), {}) },
  { path: at(paths.adminUsers), element: lazyScreen(() => adminArea().then((m) => m.UsersPage), {}) },
  {
    path: at(paths.adminCustomerDetail),
    element: lazyScreen(() => adminArea().then((m) => m.CustomerDetailPage), {}),
  },
  {
    path: at(paths.adminPropertyDetail),
    element: lazyScreen(() => adminArea().then((m) => m.PropertyDetailPage), {}),
  },
  {
    path: at(paths.adminMeterDetail),
    element: lazyScreen(() => adminArea().then((m) => m.MeterDetailPage), {}),
  },
  { path: at(paths.adminUserEdit), element: lazyScreen(() => adminArea().then((m) => m.UserEditPage), {}) },
  { path: at(paths.adminSystemLogins), element: lazyScreen(() => adminArea().then((m) => m.LoginsPage), {}) },

  {
    path: at(paths.customerDashboard),
    element: lazyScreen(() => customerArea().then((m) => m.CustomerDashboardPage), {}),
  },
  {
    path: at(paths.customerPropertyDetail),
    element: lazyScreen(() => customerArea().then((m) => m.CustomerPropertyOverviewPage), {}),
  },
  {
    path: at(paths.customerTenants),
    element: lazyScreen(() => customerArea().then((m) => m.CustomerTenantsPage), {}),
  },
  {
    path: at(paths.customerReadings),
    element: lazyScreen(() => customerArea().then((m) => m.ReadingsTablePage), {}),
  },
  {
    path: at(paths.customerCostsData),
    element: lazyScreen(() => customerArea().then((m) => m.CostDataPage), { mode: 'standard' }),
  },
  {
    path: at(paths.customerCostsDataRedesign),
    element: lazyScreen(() => customerArea().then((m) => m.CostDataPage), { mode: 'redesign' }),
  },
  {
    path: at(paths.customerCostsSummary),
    element: lazyScreen(() => customerArea().then((m) => m.CostSummaryPage), {}),
  },
  {
    path: at(paths.customerStatement),
    element: lazyScreen(() => statementScreen().then((m) => m.StatementPage), {}),
  },
  {
    path: at(paths.customerPropertySetup),
    element: lazyScreen(() => customerArea().then((m) => m.PropertySetupPage), {}),
  },
  {
    path: at(paths.customerStatements),
    element: lazyScreen(() => statementScreen().then((m) => m.StatementsOverviewPage), {}),
  },
  {
    path: at(paths.customerProfile),
    element: lazyScreen(() => customerArea().then((m) => m.CustomerProfilePage), {}),
  },
  {
    path: at(paths.customerHelp),
    element: lazyScreen(() => customerArea().then((m) => m.CustomerHelpPage), {}),
  },
  {
    path: at(paths.customerTemplates),
    element: lazyScreen(() => customerArea().then((m) => m.CustomerTemplatesPage), {}),
  },
  {
    path: at(paths.customerInvoices),
    element: lazyScreen(() => customerArea().then((m) => m.InvoiceInboxPage), {}),
  },
  {
    path: at(paths.customerPayments),
    element: lazyScreen(() => paymentsScreen().then((m) => m.PaymentsPage), {}),
  },
  {
    path: `${at(paths.customerTemplates)}/:id`,
    element: lazyScreen(() => letterScreens().then((m) => m.CustomerTemplateDetailPage), {}),
  },
  {
    path: at(paths.customerPostbox),
    element: lazyScreen(() => letterScreens().then((m) => m.CustomerPostboxPage), {}),
  },

  {
    path: at(paths.employeeDashboard),
    element: lazyScreen(() => employeeArea().then((m) => m.EmployeeDashboardPage), {}),
  },

  {
    path: at(paths.tenantDashboard),
    element: lazyScreen(() => tenantArea().then((m) => m.TenantDashboardPage), {}),
  },
  {
    path: at(paths.tenantPropertyDetail),
    element: lazyScreen(() => tenantArea().then((m) => m.TenantPropertyDetailPage), {}),
  },
  {
    path: at(paths.tenantProfile),
    element: lazyScreen(() => tenantArea().then((m) => m.TenantProfilePage), {}),
  },
  { path: at(paths.tenantHelp), element: lazyScreen(() => tenantArea().then((m) => m.TenantHelpPage), {}) },
  {
    path: at(paths.tenantPostbox),
    element: lazyScreen(() => tenantArea().then((m) => m.TenantPostboxPage), {}),
  },

  { path: '*', element: lazyScreen(publicScreen.notFound, {}) },
];

/** The cookie notice sits beside the layout: it belongs to no screen and survives every navigation. */
const root = (
  <>
    <AppLayout />
    <CookieBanner />
  </>
);

/** The app's routes: the browser router (`router.tsx`) and the build's prerendering share them. */
export const routes: RouteObject[] = [{ path: '/', element: root, children: screens }];
