export { CostDataPage } from './cost-data-page.tsx';
export { CostSummaryPage } from './cost-summary-page.tsx';
