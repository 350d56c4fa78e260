import { useLogout } from '../../api/logout.ts';
import { clearSession } from '../../session/session.ts';
import { paths } from '../../routing/paths.ts';

/**
 * Logout: tell the server, forget the session, land on the start page. The
 * full page load also drops every cached answer of the previous user, and a
 * failed server call must not keep anyone signed in on this device.
 */
export function useSignOut() {
  const mutation = useLogout();
  const signOut = () => {
    mutation.mutate(undefined, {
      onSettled: () => {
        clearSession({ silent: true });
        window.location.assign(paths.landing);
      },
    });
  };
  return { signOut, pending: mutation.isPending || mutation.isSuccess || mutation.isError };
}
