/** The letter screens' own chunk: a template's letter form and the landlord's Postbox. */
export { CustomerTemplateDetailPage } from './template-detail-page.tsx';
export { CustomerPostboxPage } from './postbox/index.ts';
