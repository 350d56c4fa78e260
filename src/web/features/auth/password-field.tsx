import type { Ref } from 'react';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { ACCOUNT_LIMITS, authTexts } from '../../../domain/texts/index.ts';

/**
 * A required password input; its show/hide toggle gets the German name Mantine does not provide.
 * It stops at the length the server accepts, so nobody types a password that cannot be saved.
 */
export function PasswordField(props: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <PasswordInput
      withAsterisk
      maxLength={ACCOUNT_LIMITS.passwordMax}
      visibilityToggleButtonProps={{ 'aria-label': authTexts.showPassword }}
      {...props}
    />
  );
}
