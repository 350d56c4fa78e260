export { TenantPostboxPage } from './tenant-postbox-page.tsx';
