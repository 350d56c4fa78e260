import { Paper, Stack, Text, Title } from '@mantine/core';
import type { LetterField } from '../../../../domain/letters/catalogue.ts';
import { letterScreenTexts } from '../../../../domain/texts/index.ts';
import { previewRows, type FormValues } from './letter-form.ts';
import type { ChoiceOption } from './letter-fields.tsx';

const texts = letterScreenTexts;

interface LetterPreviewProps {
  title: string;
  recipient: string | null;
  fields: readonly LetterField[];
  values: FormValues;
  meters: readonly ChoiceOption[];
}

/**
 * The live preview: the letter's head and the entered values as the letter will carry them,
 * updated with every keystroke. The figures the server takes from stored data appear in the PDF.
 */
export function LetterPreview({ title, recipient, fields, values, meters }: LetterPreviewProps) {
  const rows = previewRows(fields, values, (item, value) =>
    item.name === 'meter_id' ? (meters.find((m) => m.value === value)?.label ?? value) : value,
  );
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="letter-preview-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="letter-preview-heading">
          {texts.previewHeading}
        </Title>
        <Text size="sm" c="dimmed">
          {texts.previewIntro}
        </Text>
        <dl style={{ margin: 0 }} data-testid="letter-preview">
          <Text component="dt" fw={600} size="sm">
            {texts.previewTo}
          </Text>
          <Text component="dd" ms={0} mb="xs">
            {recipient ?? texts.previewNoTenant}
          </Text>
          <Text component="dt" fw={600} size="sm">
            {texts.previewSubject}
          </Text>
          <Text component="dd" ms={0} mb="xs">
            {title}
          </Text>
          {rows.map((row) => (
            <div key={row.label}>
              <Text component="dt" fw={600} size="sm">
                {row.label}
              </Text>
              <Text component="dd" ms={0} mb="xs" style={{ whiteSpace: 'pre-wrap' }}>
                {row.value}
              </Text>
            </div>
          ))}
        </dl>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {texts.previewEmpty}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
