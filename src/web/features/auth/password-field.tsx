import type { Ref } from 'react';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { authTexts } from '../../../domain/texts/index.ts';

/** A required password input; its show/hide toggle gets the German name Mantine does not provide. */
export function PasswordField(props: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <PasswordInput
      withAsterisk
      visibilityToggleButtonProps={{ 'aria-label': authTexts.showPassword }}
      {...props}
    />
  );
}
