/**
 * Set by the set-password screen after a successful reset, read once by the
 * sign-in screen to show the success note. Session storage keeps
 * it to this tab and drops it when the tab closes.
 */
export const PASSWORD_RESET_DONE_KEY = 'nk.passwordResetDone';

export function markPasswordResetDone(): void {
  window.sessionStorage.setItem(PASSWORD_RESET_DONE_KEY, '1');
}

export function isPasswordResetDone(): boolean {
  return window.sessionStorage.getItem(PASSWORD_RESET_DONE_KEY) === '1';
}

export function forgetPasswordResetDone(): void {
  window.sessionStorage.removeItem(PASSWORD_RESET_DONE_KEY);
}
