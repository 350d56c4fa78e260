import { useMe } from '../api/get-me.ts';
import { useSession } from '../session/use-session.ts';

/** Name for greetings: the server's display name, or the username until it has loaded (or if it fails). */
export function useDisplayName(): string {
  const session = useSession();
  const me = useMe();
  const displayName = me.data?.display_name?.trim();
  return displayName || session?.user.username || '';
}
