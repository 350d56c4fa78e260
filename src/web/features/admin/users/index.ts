export { UsersPage } from './users-page.tsx';
export { UserEditPage } from './user-edit-page.tsx';
export { userEditLink, type UserEditKind, type UserEditSelection } from './user-edit-selection.ts';
