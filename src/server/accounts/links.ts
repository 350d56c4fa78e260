import type { Config } from '../config/config.ts';
import { paths } from '../../domain/site-paths.ts';

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

/** The page that confirms a sign-up with the link's token. */
export function registerConfirmLink(config: Pick<Config, 'appUrl'>, token: string): string {
  return `${config.appUrl}${paths.registerConfirm}?token=${encodeURIComponent(token)}`;
}

/** The sign-in, and the sign-in opened in its "forgot password" mode. */
export const signInLink = (config: Pick<Config, 'appUrl'>) => `${config.appUrl}${paths.login}`;
export const resetRequestLink = (config: Pick<Config, 'appUrl'>) =>
  `${config.appUrl}${paths.login}?mode=reset`;
