export { TenantDashboardPage } from './tenant-dashboard-page.tsx';
export { TenantPropertyDetailPage } from './property-detail-page.tsx';
export { TenantProfilePage } from './profile-page.tsx';
export { TenantHelpPage } from './help-page.tsx';
export { TenantPostboxPage } from './postbox/index.ts';
