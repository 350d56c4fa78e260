export { TenantsPage } from './tenants-page.tsx';
