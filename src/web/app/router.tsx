import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { CookieBanner } from '../components/cookie-banner.tsx';
import { LoadingState } from '../components/data-states.tsx';
import { AdminDashboardPage } from '../features/admin/admin-dashboard-page.tsx';
import { MeterDetailPage } from '../features/admin/meter-detail/index.ts';
import { PropertyDetailPage } from '../features/admin/property-detail/index.ts';
import { LoginsPage } from '../features/admin/logins/index.ts';
import { UserEditPage, UsersPage } from '../features/admin/users/index.ts';
import { CustomerDetailPage, CustomersPage } from '../features/admin/customers/index.ts';
import { PropertiesPage } from '../features/admin/properties/index.ts';
import { TenantsPage } from '../features/admin/tenants/index.ts';
import { FreeTestPage } from '../features/auth/free-test-page.tsx';
import { SetPasswordPage } from '../features/auth/set-password-page.tsx';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { CustomerDashboardPage } from '../features/customer/customer-dashboard-page.tsx';
import { CustomerTenantsPage } from '../features/customer/tenants/index.ts';
import { CostDataPage, CostSummaryPage } from '../features/customer/costs/index.ts';
import { CustomerHelpPage } from '../features/customer/help-page.tsx';
import { CustomerProfilePage } from '../features/customer/profile-page.tsx';
import { CustomerPropertyOverviewPage } from '../features/customer/property-overview-page.tsx';
import { CustomerTemplateDetailPage } from '../features/customer/template-detail-page.tsx';
import { CustomerTemplatesPage } from '../features/customer/templates-page.tsx';
import { EmployeeDashboardPage } from '../features/employee/employee-dashboard-page.tsx';
import { ContactPage } from '../features/public/contact-page.tsx';
import { ImprintPage } from '../features/public/imprint-page.tsx';
import { LandingPage } from '../features/public/landing-page.tsx';
import { NotFoundPage } from '../features/public/not-found-page.tsx';
import { PrivacyPage } from '../features/public/privacy-page.tsx';
import { ServicesPage } from '../features/public/services-page.tsx';
import { paths } from '../routing/paths.ts';
import { AppLayout } from './shell/app-layout.tsx';

/** Child routes are relative to the layout route. */
const at = (path: string) => path.replace(/^\//, '');

/**
 * A screen loaded on first use: its code stays out of the bundle every visitor downloads. The
 * header and footer stay while it loads.
 */
function lazyScreen(load: () => Promise<ComponentType>) {
  const Screen = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<LoadingState />}>
      <Screen />
    </Suspense>
  );
}

const StatementScreen = lazyScreen(() =>
  import('../features/customer/statement/index.ts').then((m) => m.StatementPage),
);

/** Only tenants open the tenant portal, and its charts are heavy: none of it is in the main bundle. */
const tenantPortal = () => import('../features/tenant/index.ts');
const TenantDashboardScreen = lazyScreen(() => tenantPortal().then((m) => m.TenantDashboardPage));
const TenantPropertyDetailScreen = lazyScreen(() => tenantPortal().then((m) => m.TenantPropertyDetailPage));
const TenantProfileScreen = lazyScreen(() => tenantPortal().then((m) => m.TenantProfilePage));
const TenantHelpScreen = lazyScreen(() => tenantPortal().then((m) => m.TenantHelpPage));

/**
 * Which path shows which screen. Who may open a path is decided in
 * `route-access.ts`, which also resolves aliases and the `?page=` parameter.
 */
const screens: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  { path: at(paths.services), element: <ServicesPage /> },
  { path: at(paths.contact), element: <ContactPage /> },
  { path: at(paths.login), element: <SignInPage audience="general" /> },
  { path: at(paths.adminLogin), element: <SignInPage audience="landlord" /> },
  { path: at(paths.freeTest), element: <FreeTestPage /> },
  { path: at(paths.setPassword), element: <SetPasswordPage /> },
  { path: at(paths.imprint), element: <ImprintPage /> },
  { path: at(paths.privacy), element: <PrivacyPage /> },

  { path: at(paths.adminDashboard), element: <AdminDashboardPage /> },
  { path: at(paths.adminCustomers), element: <CustomersPage /> },
  { path: at(paths.adminProperties), element: <PropertiesPage /> },
  { path: at(paths.adminTenants), element: <TenantsPage /> },
  { path: at(paths.adminUsers), element: <UsersPage /> },
  { path: at(paths.adminCustomerDetail), element: <CustomerDetailPage /> },
  { path: at(paths.adminPropertyDetail), element: <PropertyDetailPage /> },
  { path: at(paths.adminMeterDetail), element: <MeterDetailPage /> },
  { path: at(paths.adminUserEdit), element: <UserEditPage /> },
  { path: at(paths.adminSystemLogins), element: <LoginsPage /> },

  { path: at(paths.customerDashboard), element: <CustomerDashboardPage /> },
  { path: at(paths.customerPropertyDetail), element: <CustomerPropertyOverviewPage /> },
  { path: at(paths.customerTenants), element: <CustomerTenantsPage /> },
  { path: at(paths.customerCostsData), element: <CostDataPage mode="standard" /> },
  { path: at(paths.customerCostsDataRedesign), element: <CostDataPage mode="redesign" /> },
  { path: at(paths.customerCostsSummary), element: <CostSummaryPage /> },
  { path: at(paths.customerStatement), element: StatementScreen },
  { path: at(paths.customerProfile), element: <CustomerProfilePage /> },
  { path: at(paths.customerHelp), element: <CustomerHelpPage /> },
  { path: at(paths.customerTemplates), element: <CustomerTemplatesPage /> },
  { path: `${at(paths.customerTemplates)}/:id`, element: <CustomerTemplateDetailPage /> },

  { path: at(paths.employeeDashboard), element: <EmployeeDashboardPage /> },

  { path: at(paths.tenantDashboard), element: TenantDashboardScreen },
  { path: at(paths.tenantPropertyDetail), element: TenantPropertyDetailScreen },
  { path: at(paths.tenantProfile), element: TenantProfileScreen },
  { path: at(paths.tenantHelp), element: TenantHelpScreen },

  { path: '*', element: <NotFoundPage /> },
];

/** The cookie notice sits beside the layout: it belongs to no screen and survives every navigation. */
const root = (
  <>
    <AppLayout />
    <CookieBanner />
  </>
);

export const router = createBrowserRouter([{ path: '/', element: root, children: screens }]);
