import { accountTexts } from '../../domain/texts/accounts.ts';
import { login, type LoginResult } from '../auth/login.ts';
import { DEMO_TENANT } from '../bootstrap/demo-data.ts';
import type { AppContext } from '../context/app-context.ts';
import { UnauthorizedError } from '../../domain/errors.ts';

/**
 * Sign-in of the free-demo page: only the fixed demo tenant. Any other username is refused
 * without looking at the password, so this form cannot be used to try other accounts; the
 * demo tenant goes through the normal sign-in with its lockout and audit.
 */
export async function demoLogin(
  ctx: AppContext,
  username: string,
  password: string,
  ip: string,
): Promise<LoginResult> {
  if (username.trim().toLowerCase() !== DEMO_TENANT)
    throw new UnauthorizedError(accountTexts.demoLoginFailed);
  try {
    return await login(ctx, DEMO_TENANT, password, ip);
  } catch (error) {
    if (error instanceof UnauthorizedError) throw new UnauthorizedError(accountTexts.demoLoginFailed);
    throw error;
  }
}
