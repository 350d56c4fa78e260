export { EmployeeDashboardPage } from './employee-dashboard-page.tsx';
