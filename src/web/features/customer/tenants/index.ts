export { CustomerTenantsPage } from './customer-tenants-page.tsx';
export { annualFromMonthly, parseMonthlyAdvance, yearlyTotalText } from './advance.ts';
