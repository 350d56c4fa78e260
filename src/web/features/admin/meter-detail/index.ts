export { MeterDetailPage } from './meter-detail-page.tsx';
