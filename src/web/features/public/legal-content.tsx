import { Anchor, List, Stack, Table, Text, Title } from '@mantine/core';
import type { LegalBlock, LegalSection } from '../../../domain/texts/index.ts';
import classes from './public.module.css';

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <Text lh={1.7}>{block.text}</Text>;
    case 'lines':
      return (
        <Text lh={1.7} component="p" m={0}>
          {block.lines.map((line, index) => (
            <span key={`${index}-${line}`}>
              {index > 0 && <br />}
              {line}
            </span>
          ))}
        </Text>
      );
    case 'rows':
      return (
        <Table
          variant="vertical"
          layout="fixed"
          withRowBorders={false}
          verticalSpacing={2}
          horizontalSpacing={0}
          fz="md"
        >
          <Table.Tbody>
            {block.rows.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th w={{ base: 130, xs: 190 }} fw={500} c="dimmed" bg="transparent" pl={0} pr="sm">
                  {row.label}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {row.href ? (
                    <Anchor href={row.href} inherit>
                      {row.value}
                    </Anchor>
                  ) : (
                    row.value
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      );
    case 'list':
      return (
        <List spacing={6} lh={1.6} withPadding>
          {block.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      );
  }
}

/** Renders the sections of the Impressum or the privacy policy from the text catalogue. */
export function LegalContent({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <Stack gap={36} className={classes.legal}>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`abschnitt-${section.id}`}>
          <Title order={2} size="h3" id={`abschnitt-${section.id}`} mb="sm">
            {section.title}
          </Title>
          <Stack gap="sm">
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
