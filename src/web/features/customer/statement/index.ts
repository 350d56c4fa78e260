export { StatementPage } from './statement-page.tsx';
export { StatementsOverviewPage } from './statements-overview-page.tsx';
