import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { formatDateDe, lastDayOfMonth, parseDateDe, todayIso } from '../../../../domain/dates.ts';
import { propertyDetailTexts as texts } from '../../../../domain/texts/index.ts';
import { endProperty, reactivateProperty } from '../../../api/property-writes.ts';
import type { Property } from '../../../api/types.ts';
import { useFlash } from '../../../components/use-flash.ts';

type Step = 'idle' | 'confirmEnd' | 'info' | 'confirmReactivate';

/**
 * Ending a property (every open tenancy moves out on the end date, on the server in the same
 * transaction) and reactivating it, each behind a question; the result shows two seconds.
 */
export function PropertyLife({ property }: { property: Property }) {
  const [endDate, setEndDate] = useState(formatDateDe(lastDayOfMonth(todayIso())));
  const [step, setStep] = useState<Step>('idle');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [flash, showFlash] = useFlash();
  const queryClient = useQueryClient();

  const run = async (action: () => Promise<Property>, done: string, failed: string) => {
    setBusy(true);
    try {
      const saved = await action();
      queryClient.setQueryData(['properties', property.id], saved);
      await queryClient.invalidateQueries({ queryKey: ['properties'] });
      setError(null);
      showFlash(done);
    } catch {
      setError(failed);
    } finally {
      setBusy(false);
      setStep('idle');
    }
  };

  const iso = parseDateDe(endDate.trim());
  const askEnd = () => {
    if (!endDate.trim()) return setError(texts.endDateRequired);
    if (!iso) return setError(texts.endDateRequired);
    setError(null);
    setStep('confirmEnd');
  };

  return (
    <Stack gap="sm">
      <Text>
        {property.status === 'active'
          ? texts.statusActive
          : property.status === 'ended'
            ? texts.statusEnded(property.ended_at ? formatDateDe(property.ended_at) : '')
            : texts.statusArchived}
      </Text>
      {property.status === 'active' ? (
        <Group align="flex-end">
          <TextInput
            label={texts.endDate}
            placeholder="TT.MM.JJJJ"
            value={endDate}
            onChange={(e) => {
              setEndDate(e.currentTarget.value);
              setError(null);
            }}
            w={160}
          />
          <Button color="orange" onClick={askEnd}>
            {texts.end}
          </Button>
        </Group>
      ) : (
        <Group>
          <Button onClick={() => setStep('info')}>{texts.reactivate}</Button>
        </Group>
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

      <Modal opened={step === 'confirmEnd'} onClose={() => setStep('idle')} title={texts.end} centered>
        <Stack>
          <Text>{texts.endQuestion(endDate.trim())}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep('idle')}>
              {texts.cancel}
            </Button>
            <Button
              color="orange"
              loading={busy}
              onClick={() => void run(() => endProperty(property.id, iso!), texts.endDone, texts.endFailed)}
            >
              {texts.endConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={step === 'info' || step === 'confirmReactivate'}
        onClose={() => setStep('idle')}
        title={texts.reactivate}
        centered
      >
        <Stack>
          <Text>{step === 'info' ? texts.reactivateInfo : texts.reactivateQuestion}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep('idle')}>
              {texts.cancel}
            </Button>
            {step === 'info' ? (
              <Button onClick={() => setStep('confirmReactivate')}>{texts.reactivateContinue}</Button>
            ) : (
              <Button
                loading={busy}
                onClick={() =>
                  void run(
                    () => reactivateProperty(property.id),
                    texts.reactivateDone,
                    texts.reactivateFailed,
                  )
                }
              >
                {texts.reactivate}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
