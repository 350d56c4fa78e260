import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { ArrowLeftIcon } from './icons.tsx';

/** The back link at the top of a page; a real link, so it also works in a new tab. */
export function BackButton({ to, label }: { to: string; label: string }) {
  return (
    <Button
      component={Link}
      to={to}
      variant="subtle"
      color="gray"
      size="compact-md"
      leftSection={<ArrowLeftIcon size={16} />}
      ml={-8}
      mb="md"
    >
      {label}
    </Button>
  );
}
