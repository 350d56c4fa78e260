import { useId, useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { accessTexts } from '../../../../domain/texts/index.ts';

/** Copies through the clipboard API, or through a selected input where that API is blocked. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!input) return false;
    input.select();
    // The older API still works without clipboard permission on plain http intranets.
    return document.execCommand('copy');
  }
}

/**
 * The outcome of an invitation. Without a working mail server the admin gets the link to pass on
 * by hand, so it is shown in full and can be copied.
 */
export function InviteLinkResult({ sent, link }: { sent: boolean; link: string }) {
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  if (sent)
    return (
      <Alert color="green" role="status">
        {accessTexts.inviteSent}
      </Alert>
    );
  return (
    <Stack gap="xs">
      <Alert color="yellow" role="status">
        {accessTexts.inviteNotSent}
      </Alert>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          id={id}
          ref={input}
          label={accessTexts.inviteLink}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1 }}
        />
        <Button variant="default" onClick={() => void copyText(link, input.current).then(setCopied)}>
          {accessTexts.copy}
        </Button>
      </Group>
      {copied && (
        <Text size="sm" c="green" role="status">
          {accessTexts.copied}
        </Text>
      )}
    </Stack>
  );
}
