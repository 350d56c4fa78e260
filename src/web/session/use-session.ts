import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './session.ts';

/** A page rendered at build time is signed out; the app takes it over as such and then shows the session. */
const signedOutAtBuild = () => null;

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, signedOutAtBuild);
}
