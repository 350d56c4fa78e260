export { AdminDashboardPage } from './admin-dashboard-page.tsx';
export { CustomerDetailPage, CustomersPage } from './customers/index.ts';
export { LoginsPage } from './logins/index.ts';
export { MeterDetailPage } from './meter-detail/index.ts';
export { PropertiesPage } from './properties/index.ts';
export { PropertyDetailPage } from './property-detail/index.ts';
export { TenantsPage } from './tenants/index.ts';
export { UserEditPage, UsersPage } from './users/index.ts';
