import type { Role } from '../../domain/roles.ts';

/** The signed-in user as derived from the bearer token; never from the request body. */
export interface Actor {
  userId: number;
  username: string;
  email: string | null;
  role: Role;
  sessionId: number;
}
