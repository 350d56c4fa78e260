export { CustomerPostboxPage } from './customer-postbox-page.tsx';
