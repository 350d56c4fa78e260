import { Anchor, Button, Group, Text } from '@mantine/core';
import { authTexts } from '../../../domain/texts/index.ts';
import { useRequestPasswordReset } from '../../api/request-password-reset.ts';
import { EmailRequestForm } from './email-request-form.tsx';

interface ResetRequestFormProps {
  onSent: (email: string) => void;
  onBack: () => void;
}

export function ResetRequestForm({ onSent, onBack }: ResetRequestFormProps) {
  const resetMutation = useRequestPasswordReset();

  return (
    <EmailRequestForm
      heading={
        <Text c="dimmed" size="sm">
          {authTexts.resetIntro}
        </Text>
      }
      label={authTexts.emailLabel}
      autoFocus
      error={resetMutation.error}
      onSubmit={(email) => resetMutation.mutate(email, { onSuccess: () => onSent(email) })}
    >
      <Button type="submit" size="md" fullWidth loading={resetMutation.isPending}>
        {authTexts.submitReset}
      </Button>
      <Group justify="center">
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          {authTexts.backToLogin}
        </Anchor>
      </Group>
    </EmailRequestForm>
  );
}
