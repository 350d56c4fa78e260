import type { ReactNode } from 'react';
import { Badge, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { hyphenate } from '../../components/hyphenate.ts';
import { CheckIcon } from '../../components/icons.tsx';
import classes from './public.module.css';

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  alt?: boolean;
  children: ReactNode;
}

/** A content band of a public page with its heading; `alt` gives the tinted background. */
export function Section({ id, eyebrow, title, intro, alt, children }: SectionProps) {
  const headingId = id ? `${id}-titel` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={alt ? `${classes.section} ${classes.sectionAlt}` : classes.section}
    >
      <Container size="lg">
        <Stack gap="xs" mb={36} maw={760}>
          {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
          <Title order={2} id={headingId} className={classes.sectionTitle}>
            {hyphenate(title)}
          </Title>
          {intro && (
            <Text c="dimmed" size="lg">
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </section>
  );
}

interface InfoCardProps {
  title: string;
  text: string;
  icon?: ReactNode;
  badge?: string;
  badgeColor?: string;
  footer?: ReactNode;
}

/** A bordered card with icon, title, text and an optional badge (Kostenlos, Umlagefähig). */
export function InfoCard({ title, text, icon, badge, badgeColor = 'teal', footer }: InfoCardProps) {
  return (
    <Paper withBorder radius="md" p="lg" className={classes.card} component="article">
      {(icon !== undefined || badge !== undefined) && (
        <Group justify="space-between" align="flex-start" wrap="nowrap" mb={4}>
          {icon !== undefined ? (
            <ThemeIcon variant="light" size={44} radius="md">
              {icon}
            </ThemeIcon>
          ) : (
            <span />
          )}
          {badge !== undefined && (
            <Badge variant="light" color={badgeColor} radius="sm">
              {badge}
            </Badge>
          )}
        </Group>
      )}
      <Title order={3} size="h4">
        {hyphenate(title)}
      </Title>
      <Text c="dimmed" size="sm" lh={1.6}>
        {text}
      </Text>
      {footer}
    </Paper>
  );
}

/** Short check-marked claims, e.g. under the hero. */
export function Highlights({ items }: { items: readonly string[] }) {
  return (
    <Group gap="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <li key={item} className={classes.highlight}>
          <CheckIcon size={18} className={classes.highlightIcon} />
          {item}
        </li>
      ))}
    </Group>
  );
}
