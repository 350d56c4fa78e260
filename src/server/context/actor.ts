import type { Role } from '../../domain/roles.ts';

/** The signed-in user as derived from the bearer token; never from the request body. */
export interface Actor {
  userId: number;
  username: string;
  email: string | null;
  role: Role;
  sessionId: number;
  /** The name the shell greets with; looked up with the session only for routes that declare `config.displayName`. */
  displayName?: string;
}
