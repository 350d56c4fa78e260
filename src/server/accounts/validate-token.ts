import type { PasswordResetValidateResponse } from '../../domain/schemas/accounts.ts';
import type { AppContext } from '../context/app-context.ts';
import { hashToken } from '../auth/tokens.ts';
import { findUsableToken } from './repository.ts';

/** Whether a reset or invitation link can still be used; never says why not. */
export async function validateSetPasswordToken(
  ctx: AppContext,
  token: string | undefined,
): Promise<PasswordResetValidateResponse> {
  if (!token) return { valid: false };
  const row = await findUsableToken(ctx.db, hashToken(token), ctx.now());
  return row ? { valid: true, kind: row.kind } : { valid: false };
}
