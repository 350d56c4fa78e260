export { AccessPanel, type AccessPanelProps, type AccessRecord } from './access-panel.tsx';
export { InviteLinkResult } from './invite-link.tsx';
