import { useState } from 'react';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { readingsTableTexts } from '../../../../domain/texts/index.ts';
import { ApiError } from '../../../api/api-error.ts';
import { deleteMeter } from '../../../api/meters.ts';
import type { ReadingsTableRow } from '../../../api/readings-table.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PencilIcon, TrashIcon } from '../../../components/icons.tsx';
import { EditMeterDialog } from './edit-meter-dialog.tsx';

const texts = readingsTableTexts;

/**
 * A row's „Zähler bearbeiten“ and „Zähler löschen“ (named with the meter number for screen
 * readers). Deleting asks first, as the meter's readings go with it.
 */
export function MeterActions({
  row,
  dwellings,
  onChanged,
}: {
  row: ReadingsTableRow;
  dwellings: ReadonlyArray<{ id: number; label: string }>;
  onChanged: (message: string) => Promise<unknown>;
}) {
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setOpen(null);
    setRefusal(null);
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteMeter(row.meter_id);
      await onChanged(texts.deleteMeter.deleted(row.meter_number));
    } catch (failure) {
      setRefusal(
        failure instanceof ApiError && failure.fromServer ? failure.message : texts.deleteMeter.failed,
      );
      setDeleting(false);
    }
  };

  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon
        variant="default"
        aria-label={texts.editMeter.action(row.meter_number)}
        onClick={() => setOpen('edit')}
      >
        <PencilIcon size={16} />
      </ActionIcon>
      <ActionIcon
        variant="default"
        color="red"
        aria-label={texts.deleteMeter.action(row.meter_number)}
        onClick={() => setOpen('delete')}
      >
        <TrashIcon size={16} />
      </ActionIcon>
      {open === 'edit' && (
        <EditMeterDialog
          row={row}
          dwellings={dwellings}
          onClose={close}
          onSaved={(meter) => {
            close();
            void onChanged(texts.editMeter.saved(meter.meter_number));
          }}
        />
      )}
      <ConfirmDialog
        opened={open === 'delete'}
        title={texts.deleteMeter.title}
        message={
          <Stack gap="xs" component="span">
            <span>{texts.deleteMeter.message(row.meter_number)}</span>
            {refusal && (
              <Text component="span" c="red" role="alert">
                {refusal}
              </Text>
            )}
          </Stack>
        }
        confirmLabel={texts.deleteMeter.confirm}
        cancelLabel={texts.deleteMeter.cancel}
        danger
        loading={deleting}
        onConfirm={() => void remove()}
        onCancel={close}
      />
    </Group>
  );
}
