import { Link, useLocation } from 'react-router';
import { Anchor, Badge, Group, List, Text } from '@mantine/core';
import type { Role } from '../../../domain/roles.ts';
import { statementScreenTexts } from '../../../domain/texts/index.ts';
import type { StatementCheck } from '../../api/statements.ts';
import { fixTarget, type FixTarget } from './fix-target.ts';
import { focusField } from './focus-field.ts';

const texts = statementScreenTexts.checks;

export interface CheckWhere {
  role: Role;
  propertyId: number;
  year: number;
  /** The screen the list is on (default the statement screen, whose settings are fields on it). */
  screen?: 'statement' | 'costs';
}

/** The part of a route target after `#` when it leads to the screen already open, else null. */
function fieldOnThisPage(target: FixTarget, pathname: string): string | null {
  if (target.kind !== 'route') return null;
  const [path, hash] = target.to.split('#');
  return hash && path!.split('?')[0] === pathname ? hash : null;
}

function CheckMessage({ check, where }: { check: StatementCheck; where: CheckWhere }) {
  const { pathname } = useLocation();
  const target = fixTarget(check.field, where);
  if (!target) return <Text span>{check.message}</Text>;
  const hint = (
    <Text span size="sm" c="dimmed">
      {' '}
      → {target.label}
    </Text>
  );
  const here = target.kind === 'field' ? target.id : fieldOnThisPage(target, pathname);
  if (here === null && target.kind === 'route')
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
        href={`#${here}`}
        onClick={(event) => {
          event.preventDefault();
          focusField(here!);
        }}
      >
        {check.message}
      </Anchor>
      {hint}
    </Text>
  );
}

/** Errors and warnings in one list, errors first, each leading to where it is fixed. */
export function ChecksList({ checks, ...where }: CheckWhere & { checks: readonly StatementCheck[] }) {
  const errors = checks.filter((c) => c.level === 'error');
  const warnings = checks.filter((c) => c.level === 'warning');
  return (
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
  );
}

/** How many checks block finalizing and how many only inform. */
export function ChecksCounts({ checks }: { checks: readonly StatementCheck[] }) {
  const errors = checks.filter((c) => c.level === 'error').length;
  const warnings = checks.length - errors;
  return (
    <Group gap="md">
      {errors > 0 && (
        <Text c="red" fw={600}>
          {texts.blocking(errors)}
        </Text>
      )}
      {warnings > 0 && <Text c="dimmed">{texts.warnings(warnings)}</Text>}
    </Group>
  );
}
