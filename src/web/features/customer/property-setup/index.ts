export { PropertySetupPage } from './property-setup-page.tsx';
export { SetupChecklist } from './setup-checklist.tsx';
