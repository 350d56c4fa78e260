import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { documentTitle } from '../../domain/texts/index.ts';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Browser tab title when it should differ from the heading. */
  tabTitle?: string;
}

export function PageHeader({ title, description, tabTitle }: PageHeaderProps) {
  useDocumentTitle(tabTitle ?? documentTitle(title));
  return (
    <Stack gap={6} mb="xl">
      <Title order={1}>{title}</Title>
      {description !== undefined && (
        <Text c="dimmed" size="lg" maw={720}>
          {description}
        </Text>
      )}
    </Stack>
  );
}
