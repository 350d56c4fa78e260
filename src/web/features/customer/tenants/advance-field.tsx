import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { centsToEuroString, formatMoneyDe, formatMoneyInputDe } from '../../../../domain/money.ts';
import {
  customerTenantMessages as messages,
  customerTenantTexts as texts,
  validationTexts,
} from '../../../../domain/texts/index.ts';
import { saveTenantAdvance } from '../../../api/customer-tenants.ts';
import type { Tenant } from '../../../api/types.ts';
import { annualFromMonthly, monthlyFromAnnual, parseMonthlyAdvance, sumMonthlyParts } from './advance.ts';
import { SavedIndicator, useSavedCheck } from './blur-field.tsx';

interface AdvanceFieldProps {
  tenant: Tenant;
  onSaved: (tenant: Tenant, message: string) => void;
}

/**
 * The advance is agreed per month but billed per year: the landlord types the monthly amount,
 * sees the yearly total (× 12) and confirms it. A small calculator adds monthly parts.
 */
export function AdvanceField({ tenant, onSaved }: AdvanceFieldProps) {
  const annual = tenant.annual_advance_cents;
  const savedMonthly = annual == null ? '' : formatMoneyInputDe(monthlyFromAnnual(annual));
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [check, showCheck] = useSavedCheck();
  const [calculator, setCalculator] = useState(false);

  const monthly = draft === null ? null : parseMonthlyAdvance(draft);
  const changed = draft !== null && draft.trim() !== savedMonthly;

  const confirm = async () => {
    if (draft === null) return;
    const parsed = parseMonthlyAdvance(draft);
    if (!parsed.ok) return setError(parsed.message);
    setSaving(true);
    try {
      const updated = await saveTenantAdvance(tenant.id, centsToEuroString(annualFromMonthly(parsed.cents)));
      setDraft(null);
      setError(null);
      showCheck();
      onSaved(updated, texts.advanceSaved);
    } catch {
      setError(messages.advanceSaveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap={6}>
      <TextInput
        label={texts.advanceYear}
        value={annual == null ? '' : formatMoneyDe(annual)}
        readOnly
        rightSection={<SavedIndicator saving={saving} saved={check} />}
      />
      <TextInput
        label={texts.monthlyAdvance}
        inputMode="decimal"
        value={draft ?? savedMonthly}
        error={error}
        errorProps={{ role: 'alert' }}
        onChange={(e) => {
          setDraft(e.currentTarget.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void confirm();
          } else if (e.key === 'Escape') setDraft(null);
        }}
      />
      {changed && monthly?.ok && (
        <Text size="sm" aria-live="polite">
          {texts.yearlyTotal(formatMoneyDe(annualFromMonthly(monthly.cents)))}
        </Text>
      )}
      <Group gap="xs">
        {changed && (
          <>
            <Button size="xs" onClick={() => void confirm()} loading={saving}>
              {texts.advanceConfirm}
            </Button>
            <Button size="xs" variant="default" onClick={() => setDraft(null)} disabled={saving}>
              {texts.cancel}
            </Button>
          </>
        )}
        <Button size="xs" variant="subtle" onClick={() => setCalculator(true)}>
          {texts.calculator}
        </Button>
      </Group>
      <Calculator
        opened={calculator}
        onClose={() => setCalculator(false)}
        onApply={(cents) => {
          setCalculator(false);
          setDraft(formatMoneyInputDe(cents));
          setError(null);
        }}
      />
    </Stack>
  );
}

function Calculator({
  opened,
  onClose,
  onApply,
}: {
  opened: boolean;
  onClose: () => void;
  onApply: (cents: number) => void;
}) {
  const [parts, setParts] = useState(['', '']);
  const sum = sumMonthlyParts(parts);
  return (
    <Modal opened={opened} onClose={onClose} title={texts.calculatorTitle} centered>
      <Stack gap="sm">
        <Text size="sm">{texts.calculatorHint}</Text>
        {parts.map((part, index) => (
          <TextInput
            key={index}
            label={texts.calculatorItem(index + 1)}
            inputMode="decimal"
            value={part}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setParts((all) => all.map((p, i) => (i === index ? value : p)));
            }}
          />
        ))}
        <Button variant="subtle" size="xs" onClick={() => setParts((all) => [...all, ''])}>
          {texts.calculatorAddItem}
        </Button>
        {sum === null ? (
          <Alert color="red" variant="light" role="alert">
            {validationTexts.monthlyAdvanceInvalid}
          </Alert>
        ) : (
          <Text fw={600}>{texts.calculatorSum(formatMoneyDe(sum))}</Text>
        )}
        {sum !== null && <Text size="sm">{texts.yearlyTotal(formatMoneyDe(annualFromMonthly(sum)))}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button onClick={() => sum !== null && onApply(sum)} disabled={sum === null}>
            {texts.calculatorApply}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
