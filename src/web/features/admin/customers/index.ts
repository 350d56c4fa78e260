export { CustomersPage } from './customers-page.tsx';
export { CustomerDetailPage } from './customer-detail-page.tsx';
export { customerDetailHref } from './customer-target.ts';
