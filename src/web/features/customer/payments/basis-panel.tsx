import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { ADVANCE_BASES, type AdvanceBasis } from '../../../../domain/payments/advance-basis.ts';
import { paymentsScreenTexts } from '../../../../domain/texts/index.ts';
import { errorMessage } from '../../../api/api-error.ts';
import { paymentsKey, saveAdvanceBasis } from '../../../api/payments.ts';
import { paths } from '../../../routing/paths.ts';
import { costLink } from '../costs/index.ts';

const texts = paymentsScreenTexts.basis;

interface BasisPanelProps {
  propertyId: number;
  year: number;
  /** The basis in effect: the landlord's choice, else the default rule. */
  basis: AdvanceBasis;
}

/**
 * Whether the year's statements credit the advances as agreed or as received: saved at once in the
 * statement settings; the statement screen then shows the changed advance and balance.
 */
export function BasisPanel({ propertyId, year, basis }: BasisPanelProps) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  // The choice shows at once; the answer then confirms it, a refusal puts the basis in effect back.
  const [chosen, setChosen] = useState<AdvanceBasis | null>(null);
  const shown = chosen ?? basis;
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const change = async (value: string) => {
    const next = value as AdvanceBasis;
    if (next === shown || !ADVANCE_BASES.includes(next)) return;
    setChosen(next);
    setSaving(true);
    setMessage(null);
    try {
      await saveAdvanceBasis(propertyId, year, next);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentsKey(propertyId) }),
        queryClient.invalidateQueries({ queryKey: ['statements', propertyId] }),
      ]);
      setMessage({ ok: true, text: texts.saved(texts[next]) });
    } catch (error) {
      setMessage({ ok: false, text: errorMessage(error) });
    } finally {
      setChosen(null);
      setSaving(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="payments-basis-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="payments-basis-heading">
          {texts.heading}
        </Title>
        <Radio.Group
          label={texts.label(year)}
          description={texts.defaultNote}
          value={shown}
          onChange={(value) => void change(value)}
        >
          <Group mt="xs" gap="xl">
            {ADVANCE_BASES.map((value) => (
              <Radio key={value} value={value} label={texts[value]} disabled={saving} />
            ))}
          </Group>
        </Radio.Group>
        <Text size="sm" c="dimmed">
          {shown === 'received' ? texts.receivedHint : texts.agreedHint}
        </Text>
        {message && (
          <Alert
            color={message.ok ? 'teal' : 'red'}
            variant="light"
            role={message.ok ? 'status' : 'alert'}
            p="xs"
          >
            {message.text}
          </Alert>
        )}
        <Anchor component={Link} to={costLink(paths.customerStatement, propertyId, year)} size="sm">
          {texts.toStatement(year)}
        </Anchor>
      </Stack>
    </Paper>
  );
}
