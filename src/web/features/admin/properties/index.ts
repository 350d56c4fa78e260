export { PropertiesPage } from './properties-page.tsx';
export { propertyDetailHref } from './property-links.ts';
