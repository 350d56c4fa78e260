import { useId, useState, type ReactNode } from 'react';
import { Button, Collapse, Paper, Stack, Title } from '@mantine/core';
import { ArrowRightIcon } from '../../../components/icons.tsx';

/** A titled section that opens and closes; the toggle is a real button with aria-expanded. */
export function CollapsibleSection({
  title,
  defaultOpen,
  children,
}: {
  title: string;
  defaultOpen: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${id}-title`}>
      <Title order={2} size="h4" id={`${id}-title`}>
        <Button
          variant="subtle"
          color="gray"
          size="compact-lg"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((v) => !v)}
          leftSection={
            <ArrowRightIcon
              size={16}
              style={{ transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 150ms' }}
            />
          }
          ml={-8}
        >
          {title}
        </Button>
      </Title>
      <Collapse in={open} id={`${id}-body`}>
        <Stack gap="md" pt="md">
          {children}
        </Stack>
      </Collapse>
    </Paper>
  );
}
