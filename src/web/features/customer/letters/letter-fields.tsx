import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { LetterField } from '../../../../domain/letters/catalogue.ts';
import { letterScreenTexts } from '../../../../domain/texts/index.ts';
import { emptyEntry, type EntryValues, type FieldValue } from './letter-form.ts';

const texts = letterScreenTexts;

export interface ChoiceOption {
  value: string;
  label: string;
}

interface ScalarProps {
  field: LetterField;
  value: string | boolean;
  onChange: (value: string | boolean) => void;
  error?: string | undefined;
  /** The meters of the tenant's dwelling: a meter is chosen from them, never typed as a number. */
  meters: readonly ChoiceOption[];
  /** Unique across the form: list entries repeat their item names. */
  id: string;
}

/** One input per field type; the label is the catalogue's, the star marks a required field. */
function ScalarInput({ field, value, onChange, error, meters, id }: ScalarProps) {
  const common = { id, label: field.label, required: field.required, error };
  const text = typeof value === 'string' ? value : '';
  if (field.type === 'boolean')
    return (
      <Checkbox
        id={id}
        label={field.label}
        checked={value === true}
        error={error}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    );
  const choices = field.name === 'meter_id' ? meters : field.type === 'choice' ? (field.options ?? []) : null;
  if (choices)
    return (
      <NativeSelect
        {...common}
        value={text}
        data={[{ value: '', label: texts.choosePlaceholder }, ...choices]}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  if (field.type === 'textarea')
    return (
      <Textarea
        {...common}
        value={text}
        autosize
        minRows={3}
        maxRows={12}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  return (
    <TextInput
      {...common}
      value={text}
      type={field.type === 'date' ? 'date' : 'text'}
      inputMode={field.type === 'money' || field.type === 'number' ? 'decimal' : undefined}
      description={field.type === 'money' ? texts.moneyHint : undefined}
      rightSection={field.type === 'money' ? '€' : undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

interface ListProps {
  field: LetterField;
  entries: EntryValues[];
  onChange: (entries: EntryValues[]) => void;
  error?: string | undefined;
  meters: readonly ChoiceOption[];
}

/** A list field as repeatable entries, each with its own heading and a button to remove it. */
function ListInput({ field, entries, onChange, error, meters }: ListProps) {
  const items = field.items ?? [];
  const update = (index: number, name: string, value: string | boolean) =>
    onChange(entries.map((entry, i) => (i === index ? { ...entry, [name]: value } : entry)));
  return (
    <Fieldset legend={field.label} data-field={field.name}>
      <Stack gap="sm">
        {entries.length === 0 && (
          <Text size="sm" c="dimmed">
            {texts.noEntries(field.label)}
          </Text>
        )}
        {entries.map((entry, index) => (
          // Entries have no id of their own; their position is what the user sees and removes.
          <Paper
            key={index}
            withBorder
            p="sm"
            radius="sm"
            role="group"
            aria-label={texts.entryHeading(field.label, index + 1)}
          >
            <Stack gap="xs">
              <Group justify="space-between">
                <Title order={4} size="h6">
                  {texts.entryHeading(field.label, index + 1)}
                </Title>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() => onChange(entries.filter((_, i) => i !== index))}
                >
                  {texts.removeEntry(field.label, index + 1)}
                </Button>
              </Group>
              {items.map((item) => (
                <ScalarInput
                  key={item.name}
                  id={`letter-${field.name}-${index}-${item.name}`}
                  field={item}
                  value={entry[item.name] ?? ''}
                  meters={meters}
                  onChange={(value) => update(index, item.name, value)}
                />
              ))}
            </Stack>
          </Paper>
        ))}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <div>
          <Button variant="default" size="xs" onClick={() => onChange([...entries, emptyEntry(items)])}>
            {texts.addEntry(field.label)}
          </Button>
        </div>
      </Stack>
    </Fieldset>
  );
}

interface LetterFieldInputProps {
  field: LetterField;
  value: FieldValue | undefined;
  onChange: (value: FieldValue) => void;
  error?: string | undefined;
  meters: readonly ChoiceOption[];
}

export function LetterFieldInput({ field, value, onChange, error, meters }: LetterFieldInputProps) {
  if (field.type === 'list')
    return (
      <ListInput
        field={field}
        entries={Array.isArray(value) ? value : []}
        onChange={onChange}
        error={error}
        meters={meters}
      />
    );
  return (
    <ScalarInput
      id={`letter-${field.name}`}
      field={field}
      value={Array.isArray(value) || value === undefined ? '' : value}
      onChange={onChange}
      error={error}
      meters={meters}
    />
  );
}
