import { Alert, Paper, Stack, Title } from '@mantine/core';
import { statementScreenTexts } from '../../../../domain/texts/index.ts';
import type { StatementCheck } from '../../../api/statements.ts';
import { ChecksCounts, ChecksList, type CheckWhere } from '../../../components/checks/checks-list.tsx';

const texts = statementScreenTexts.checks;

/** What the server found before finalizing: errors block it, warnings only inform; each leads to its fix. */
export function ChecksPanel({ checks, ...where }: CheckWhere & { checks: readonly StatementCheck[] }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="statement-checks-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="statement-checks-heading">
          {texts.heading}
        </Title>
        {checks.length === 0 ? (
          <Alert color="teal" variant="light">
            {texts.none}
          </Alert>
        ) : (
          <>
            <ChecksCounts checks={checks} />
            <ChecksList checks={checks} {...where} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
