export { CostDataPage, costLink } from './cost-data-page.tsx';
export { CostSummaryPage } from './cost-summary-page.tsx';
export { useCostSelection } from './use-cost-data-start.ts';
export { yearFromQuery } from './use-cost-data-start.ts';
