import { paths } from '../../routing/paths.ts';

/** `?mode=reset` opens the sign-in screen directly in its reset mode (used by the set-password page). */
export const SIGN_IN_MODE_PARAM = 'mode';
export const RESET_REQUEST_PATH = `${paths.login}?${SIGN_IN_MODE_PARAM}=reset`;

/** `?username=` fills the sign-in's first field (after confirming a sign-up). */
export const USERNAME_PARAM = 'username';
