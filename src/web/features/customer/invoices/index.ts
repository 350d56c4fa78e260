export { InvoiceInboxPage } from './invoice-inbox-page.tsx';
