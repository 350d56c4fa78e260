import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { todayIso } from '../../../../domain/dates.ts';
import { costDataTexts, invoiceScreenTexts } from '../../../../domain/texts/index.ts';
import { errorMessage } from '../../../api/api-error.ts';
import { costCategoriesKey, createCostCategory, useCostCategories } from '../../../api/cost-categories.ts';
import { approveInvoice, type InvoiceApproval, type InvoiceRecord } from '../../../api/invoices.ts';
import { paths } from '../../../routing/paths.ts';
import { costLink } from '../costs/index.ts';
import { approveBodyOf, approveValuesOf, type ApproveValues } from './approve-form.ts';

const texts = invoiceScreenTexts.approve;
const LABOUR_KINDS = ['services', 'craft'] as const;

interface ApprovePanelProps {
  invoice: InvoiceRecord;
  onApproved: (approval: InvoiceApproval) => void;
}

/** Year, cost type, amount and labour, prefilled from the suggestion; approving adds the cost line. */
export function ApprovePanel({ invoice, onApproved }: ApprovePanelProps) {
  const categories = useCostCategories(invoice.property_id);
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ApproveValues>(() =>
    approveValuesOf(invoice, Number(todayIso().slice(0, 4))),
  );
  const [errors, setErrors] = useState<Partial<Record<keyof ApproveValues, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const duplicate = invoice.duplicate_of !== null;
  const set = (key: keyof ApproveValues) => (value: string) => setValues((all) => ({ ...all, [key]: value }));
  const options = (categories.data ?? [])
    .filter((c) => c.is_active !== false || String(c.id) === values.categoryId)
    .map((c) => ({ value: String(c.id), label: c.name }));

  // A recognised cost type the property has no category for yet: one click creates it (key m²,
  // changeable on the cost screen) and selects it, instead of sending the landlord elsewhere.
  const recognised = invoice.suggestion.cost_type ?? null;
  const missingType =
    recognised &&
    categories.isSuccess &&
    values.categoryId === '' &&
    !categories.data.some((c) => c.name.toLowerCase() === recognised.name.toLowerCase())
      ? recognised
      : null;
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const createMissing = async () => {
    if (!missingType) return;
    setCreating(true);
    setFailure(null);
    try {
      const category = await createCostCategory(invoice.property_id, {
        name: missingType.name,
        category_group: missingType.group,
      });
      await queryClient.invalidateQueries({ queryKey: costCategoriesKey(invoice.property_id) });
      set('categoryId')(String(category.id));
      setCreated(category.name);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setCreating(false);
    }
  };

  const submit = async () => {
    const result = approveBodyOf(values);
    setErrors(result.errors ?? {});
    if (!result.body) return;
    setBusy(true);
    setFailure(null);
    try {
      onApproved(await approveInvoice(invoice.id, result.body));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="invoice-approve-heading">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="invoice-approve-heading">
            {texts.heading}
          </Title>
          {invoice.suggestion.category_name && (
            <Text size="sm" c="dimmed">
              {texts.suggested(invoice.suggestion.category_name, invoice.suggestion.betrkv_no)}
            </Text>
          )}
          {missingType && (
            <Alert color="blue" variant="light">
              <Stack gap="xs" align="flex-start">
                {invoice.suggestion.reason && <Text size="sm">{invoice.suggestion.reason}</Text>}
                <Button size="xs" variant="light" loading={creating} onClick={() => void createMissing()}>
                  {texts.createCategory(missingType.name)}
                </Button>
              </Stack>
            </Alert>
          )}
          {created && (
            <Text size="sm" role="status">
              {texts.categoryCreated(created)}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
            <TextInput
              label={texts.year}
              inputMode="numeric"
              value={values.year}
              error={errors.year}
              onChange={(e) => set('year')(e.currentTarget.value)}
            />
            <Select
              label={texts.category}
              placeholder={texts.categoryPlaceholder}
              data={options}
              value={values.categoryId || null}
              error={errors.categoryId}
              searchable
              onChange={(value) => set('categoryId')(value ?? '')}
            />
            <TextInput
              label={texts.amount}
              description={texts.amountHint}
              inputMode="decimal"
              value={values.amount}
              error={errors.amount}
              onChange={(e) => set('amount')(e.currentTarget.value)}
            />
            <TextInput
              label={texts.labour}
              inputMode="decimal"
              value={values.labour}
              error={errors.labour}
              onChange={(e) => set('labour')(e.currentTarget.value)}
            />
            {values.labour.trim() !== '' && (
              <Select
                label={costDataTexts.labourKind}
                data={LABOUR_KINDS.map((kind) => ({ value: kind, label: costDataTexts.labourKinds[kind] }))}
                value={values.labourKind}
                allowDeselect={false}
                onChange={(value) => value && set('labourKind')(value)}
              />
            )}
          </SimpleGrid>
          {duplicate && (
            <Text size="sm" c="red">
              {texts.blocked}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={busy} disabled={duplicate}>
              {texts.submit}
            </Button>
          </Group>
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

/** What an approval added, with the way to the cost data of that year. */
export function ApprovedNotice({ propertyId, approval }: { propertyId: number; approval: InvoiceApproval }) {
  const { cost_line: line } = approval;
  return (
    <Alert color="green" variant="light" role="status" title={texts.success(line.name, line.year)}>
      <Anchor component={Link} to={costLink(paths.customerCostsData, propertyId, line.year)}>
        {texts.toCostData(line.year)}
      </Anchor>
    </Alert>
  );
}
