import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Group, Select, Stack, Table, TextInput } from '@mantine/core';
import { ALLOCATIONS, DEFAULT_COST_CATEGORIES, type Allocation } from '../../../../domain/catalog.ts';
import { allocationOptionLabel, propertyDetailTexts as texts } from '../../../../domain/texts/index.ts';
import { ApiError } from '../../../api/api-error.ts';
import { costCategoriesKey, createCostCategory, useCostCategories } from '../../../api/cost-categories.ts';
import { EmptyState, LoadingState } from '../../../components/data-states.tsx';
import { useFlash } from '../../../components/use-flash.ts';

/** The property's cost categories; a property without any gets the default set in one click. */
export function CostCategorySection({ propertyId, canEdit }: { propertyId: number; canEdit: boolean }) {
  const categories = useCostCategories(propertyId);
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [allocation, setAllocation] = useState<Allocation>('m²');
  const [group, setGroup] = useState<'heating' | 'general'>('general');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [flash, showFlash] = useFlash();
  const refresh = () => queryClient.invalidateQueries({ queryKey: costCategoriesKey(propertyId) });

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      showFlash(done);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.fromServer ? failure.message : texts.saveFailed);
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  const addDefaults = () =>
    run(async () => {
      // One call per category, in the list's order, as each answers the created category.
      for (const category of DEFAULT_COST_CATEGORIES)
        await createCostCategory(propertyId, {
          name: category.name,
          allocation: category.allocation,
          category_group: 'heating',
        });
    }, texts.defaultsAdded);

  const add = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await createCostCategory(propertyId, { name: name.trim(), allocation, category_group: group });
      setName('');
    }, texts.categoryAdded);
  };

  if (categories.status === 'pending') return <LoadingState />;
  return (
    <Stack gap="sm">
      {categories.status === 'error' ? (
        <Alert color="red" variant="light" role="alert">
          {texts.categoriesLoadFailed}
        </Alert>
      ) : categories.data.length === 0 ? (
        <>
          <EmptyState message={texts.noCategories} />
          {canEdit && (
            <Group>
              <Button onClick={() => void addDefaults()} loading={busy}>
                {texts.addDefaults}
              </Button>
            </Group>
          )}
        </>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{texts.categoryName}</Table.Th>
              <Table.Th>{texts.allocation}</Table.Th>
              <Table.Th>{texts.group}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {categories.data.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  {c.name} {!c.is_active && <Badge variant="light">{texts.inactive}</Badge>}
                </Table.Td>
                <Table.Td>{c.allocation}</Table.Td>
                <Table.Td>
                  {c.category_group === 'heating' ? texts.groupHeating : texts.groupGeneral}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {canEdit && (
        <form onSubmit={add} noValidate aria-label={texts.addCategory}>
          <Group align="flex-end">
            <TextInput
              label={texts.categoryName}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <Select
              label={texts.allocation}
              data={ALLOCATIONS.map((value) => ({ value, label: allocationOptionLabel(value) }))}
              value={allocation}
              onChange={(v) => setAllocation((v ?? 'm²') as Allocation)}
              allowDeselect={false}
              w={140}
            />
            <Select
              label={texts.group}
              data={[
                { value: 'general', label: texts.groupGeneral },
                { value: 'heating', label: texts.groupHeating },
              ]}
              value={group}
              onChange={(v) => setGroup(v === 'heating' ? 'heating' : 'general')}
              allowDeselect={false}
              w={140}
            />
            <Button type="submit" variant="default" loading={busy}>
              {texts.addCategory}
            </Button>
          </Group>
        </form>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {flash && (
        <Alert color="green" variant="light" role="status">
          {flash}
        </Alert>
      )}
    </Stack>
  );
}
