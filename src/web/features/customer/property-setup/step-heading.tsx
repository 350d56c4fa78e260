import { Stack, Text, Title } from '@mantine/core';

/** The heading of a wizard screen with its one-line explanation. */
export function StepHeading({ title, hint }: { title: string; hint?: string }) {
  return (
    <Stack gap={4}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {hint && <Text c="dimmed">{hint}</Text>}
    </Stack>
  );
}
