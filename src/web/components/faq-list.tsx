import { Accordion, Stack, Title } from '@mantine/core';

interface FaqListProps {
  heading: string;
  headingId: string;
  entries: ReadonlyArray<{ question: string; answer: string }>;
}

/** Questions as an accordion under a heading; the section is named by that heading. */
export function FaqList({ heading, headingId, entries }: FaqListProps) {
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {heading}
      </Title>
      <Accordion variant="separated" radius="md">
        {entries.map((entry, index) => (
          <Accordion.Item key={entry.question} value={String(index)}>
            <Accordion.Control>{entry.question}</Accordion.Control>
            <Accordion.Panel>{entry.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
