export { ReadingsTablePage } from './readings-table-page.tsx';
