import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { printedIban } from '../../../../domain/bank/iban.ts';
import { paymentsScreenTexts } from '../../../../domain/texts/index.ts';
import { ApiError, errorMessage } from '../../../api/api-error.ts';
import { propertyQueryOptions } from '../../../api/get-property.ts';
import { paymentsKey, saveBankAccount, type BankAccount } from '../../../api/payments.ts';
import { accountBody, accountFieldOf, accountForm, type AccountForm } from './payments-forms.ts';

const texts = paymentsScreenTexts.account;

interface AccountPanelProps {
  propertyId: number;
  account: BankAccount | null;
  readOnly: boolean;
}

/**
 * The property's receiving account. The server checks IBAN and BIC (ibantools) and answers in
 * German; its message is shown at the field it names.
 */
export function AccountPanel({ propertyId, account, readOnly }: AccountPanelProps) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<AccountForm>(() => ({
    ...accountForm(account),
    iban: account ? printedIban(account.iban) : '',
  }));
  const [problem, setProblem] = useState<{ field: keyof AccountForm; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);

  const set = (field: keyof AccountForm, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setProblem(null);
    setFailure(null);
    setSaved(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = accountBody(form);
    if (!result.ok) return setProblem({ field: result.field, message: result.message });
    setSaving(true);
    try {
      const stored = await saveBankAccount(propertyId, result.body);
      setForm({ ...accountForm(stored), iban: printedIban(stored.iban) });
      setSaved(true);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: propertyQueryOptions(propertyId).queryKey }),
        queryClient.invalidateQueries({ queryKey: paymentsKey(propertyId) }),
      ]);
    } catch (error) {
      if (error instanceof ApiError && error.fromServer && error.status === 400)
        setProblem({ field: accountFieldOf(error.message), message: error.message });
      else setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const errorOf = (field: keyof AccountForm) => (problem?.field === field ? problem.message : undefined);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="payments-account-heading">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="payments-account-heading">
            {texts.heading}
          </Title>
          <Text size="sm" c="dimmed">
            {texts.text}
          </Text>
          {account === null && (
            <Alert color="yellow" variant="light">
              {texts.missing}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label={texts.iban}
              value={form.iban}
              onChange={(e) => set('iban', e.currentTarget.value)}
              error={errorOf('iban')}
              errorProps={{ role: 'alert' }}
              required
              readOnly={readOnly}
              spellCheck={false}
              autoComplete="off"
            />
            <TextInput
              label={texts.bic}
              value={form.bic}
              onChange={(e) => set('bic', e.currentTarget.value)}
              error={errorOf('bic')}
              errorProps={{ role: 'alert' }}
              readOnly={readOnly}
              spellCheck={false}
              autoComplete="off"
            />
            <TextInput
              label={texts.holder}
              value={form.holder}
              onChange={(e) => set('holder', e.currentTarget.value)}
              error={errorOf('holder')}
              errorProps={{ role: 'alert' }}
              required
              readOnly={readOnly}
            />
          </SimpleGrid>
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          {!readOnly && (
            <Group>
              <Button type="submit" loading={saving}>
                {texts.save}
              </Button>
              {saved && (
                <Text size="sm" c="teal" role="status">
                  {texts.saved}
                </Text>
              )}
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
