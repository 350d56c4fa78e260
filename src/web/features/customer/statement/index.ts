export { StatementPage } from './statement-page.tsx';
