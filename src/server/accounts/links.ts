import type { Config } from '../config/config.ts';

/** Reset and invitation links both open the set-password page, which tells them apart by the token. */
export function setPasswordLink(config: Pick<Config, 'appUrl'>, token: string): string {
  return `${config.appUrl}/set-password?token=${encodeURIComponent(token)}`;
}

/** Errors of work that happens after the answer, or that the answer hides, still get logged. */
export type LogError = (error: unknown, message: string) => void;

/** The page that confirms a new e-mail address with the link's token. */
export function emailConfirmLink(config: Pick<Config, 'appUrl'>, token: string): string {
  return `${config.appUrl}/email-confirm?token=${encodeURIComponent(token)}`;
}
