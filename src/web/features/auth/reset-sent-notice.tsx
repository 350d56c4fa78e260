import { Button, Stack, Text } from '@mantine/core';
import { authTexts, resetSentMessage } from '../../../domain/texts/index.ts';

export function ResetSentNotice({ email, onBack }: { email: string; onBack: () => void }) {
  return (
    <Stack gap="lg">
      <Text role="status">{resetSentMessage(email)}</Text>
      <Button variant="default" size="md" fullWidth onClick={onBack}>
        {authTexts.backToLogin}
      </Button>
    </Stack>
  );
}
