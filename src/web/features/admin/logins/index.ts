export { LoginsPage } from './logins-page.tsx';
