export { CustomerTenantsPage } from './customer-tenants-page.tsx';
