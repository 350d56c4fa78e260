export { PaymentsPage } from './payments-page.tsx';
