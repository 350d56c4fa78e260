import { Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { invoiceScreenTexts } from '../../../../domain/texts/index.ts';

const texts = invoiceScreenTexts.intake;

/** The property's own intake address, shown only while the server takes mail. */
export function IntakeCard({ address }: { address: string }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="invoice-intake-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="invoice-intake-heading">
          {texts.heading}
        </Title>
        <Text size="sm">{texts.text}</Text>
        <Group gap="sm" wrap="wrap">
          <Text
            fw={600}
            ff="monospace"
            data-testid="invoice-intake-address"
            style={{ wordBreak: 'break-all' }}
          >
            {address}
          </Text>
          <CopyButton value={address}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant={copied ? 'light' : 'default'}
                color={copied ? 'green' : undefined}
                onClick={copy}
              >
                <span aria-live="polite">{copied ? texts.copied : texts.copy}</span>
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Paper>
  );
}
