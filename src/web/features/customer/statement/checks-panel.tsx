import { Link } from 'react-router';
import { Alert, Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { Role } from '../../../../domain/roles.ts';
import { statementScreenTexts } from '../../../../domain/texts/index.ts';
import type { StatementCheck } from '../../../api/statements.ts';
import { fixTarget } from './fix-target.ts';
import { focusField } from './focus-field.ts';

const texts = statementScreenTexts.checks;

interface ChecksPanelProps {
  checks: readonly StatementCheck[];
  role: Role;
  propertyId: number;
  year: number;
}

function CheckMessage({ check, where }: { check: StatementCheck; where: Omit<ChecksPanelProps, 'checks'> }) {
  const target = fixTarget(check.field, where);
  if (!target) return <Text span>{check.message}</Text>;
  const hint = (
    <Text span size="sm" c="dimmed">
      {' '}
      → {target.label}
    </Text>
  );
  if (target.kind === 'route')
    return (
      <Text span>
        <Anchor component={Link} to={target.to}>
          {check.message}
        </Anchor>
        {hint}
      </Text>
    );
  return (
    <Text span>
      <Anchor
        href={`#${target.id}`}
        onClick={(event) => {
          event.preventDefault();
          focusField(target.id);
        }}
      >
        {check.message}
      </Anchor>
      {hint}
    </Text>
  );
}

/** What the server found before finalizing: errors block it, warnings only inform; each leads to its fix. */
export function ChecksPanel({ checks, ...where }: ChecksPanelProps) {
  const errors = checks.filter((c) => c.level === 'error');
  const warnings = checks.filter((c) => c.level === 'warning');
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
            <Group gap="md">
              {errors.length > 0 && (
                <Text c="red" fw={600}>
                  {texts.blocking(errors.length)}
                </Text>
              )}
              {warnings.length > 0 && <Text c="dimmed">{texts.warnings(warnings.length)}</Text>}
            </Group>
            <List spacing="xs" listStyleType="none" pl={0}>
              {[...errors, ...warnings].map((check, index) => (
                <List.Item key={`${check.level}-${index}`} data-level={check.level}>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Badge
                      color={check.level === 'error' ? 'red' : 'yellow'}
                      variant="light"
                      miw={72}
                      style={{ flexShrink: 0 }}
                    >
                      {check.level === 'error' ? texts.error : texts.warning}
                    </Badge>
                    <CheckMessage check={check} where={where} />
                  </Group>
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Paper>
  );
}
