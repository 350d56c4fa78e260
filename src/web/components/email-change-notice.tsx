import { Alert } from '@mantine/core';
import { emailChangeTexts } from '../../domain/texts/index.ts';

/**
 * Names the new address that waits for its confirmation, on both profiles. A status region, so a
 * screen reader announces it when it appears after a save.
 */
export function EmailChangeNotice({ pending }: { pending: string | null | undefined }) {
  return (
    <div role="status" aria-live="polite">
      {pending ? (
        <Alert color="blue" variant="light" title={emailChangeTexts.pendingTitle}>
          {emailChangeTexts.pending(pending)}
        </Alert>
      ) : null}
    </div>
  );
}
