export { CostDataPage, CostSummaryPage } from './costs/index.ts';
export { CustomerDashboardPage } from './customer-dashboard-page.tsx';
export { CustomerHelpPage } from './help-page.tsx';
export { CustomerProfilePage } from './profile-page.tsx';
export { CustomerPropertyOverviewPage } from './property-overview-page.tsx';
export { CustomerTemplateDetailPage } from './template-detail-page.tsx';
export { CustomerTemplatesPage } from './templates-page.tsx';
export { CustomerTenantsPage } from './tenants/index.ts';
export { ReadingsTablePage } from './readings/index.ts';
