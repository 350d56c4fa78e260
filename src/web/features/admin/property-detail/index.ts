export { PropertyDetailPage } from './property-detail-page.tsx';
