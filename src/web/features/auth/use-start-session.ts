import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_BY_ROLE, normalizeRole } from '../../../domain/roles.ts';
import type { LoginResponse } from '../../api/types.ts';
import { saveSession } from '../../session/session.ts';

/** After a successful sign-in (normal or demo): store the session and open the dashboard of the role. */
export function useStartSession(): (response: LoginResponse) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return ({ token, user }) => {
    const role = normalizeRole(user.role);
    // Answers cached for a previous user must never show up for this one.
    queryClient.clear();
    saveSession({ token, user: { id: user.id, username: user.username, email: user.email ?? null, role } });
    void navigate(DASHBOARD_BY_ROLE[role], { replace: true });
  };
}
