import { Textarea } from '@mantine/core';
import { TENANT_IBANS_MAX, tenantIbanFieldTexts as texts } from '../../../../domain/texts/index.ts';
import { useBlurSave } from './blur-field.tsx';
import { ibansFromText, ibansText, sameIbans, tooManyIbans } from './ibans.ts';

interface IbansFieldProps {
  /** The stored IBANs. */
  ibans: readonly string[];
  /** Saves the list; rejects with the message to show (the server's, naming the wrong IBAN). */
  onSave: (ibans: string[]) => Promise<void>;
}

/**
 * The tenant's IBANs, one a line, saved when the focus leaves the field like the panel's other
 * fields; unchanged accounts send nothing, Escape puts the stored ones back.
 */
export function IbansField({ ibans, onSave }: IbansFieldProps) {
  const stored = ibansText(ibans);
  const field = useBlurSave({
    stored,
    next: ibansFromText,
    unchanged: (next) => sameIbans(next, ibans),
    check: (next) => (tooManyIbans(next) ? texts.tooMany(TENANT_IBANS_MAX) : null),
    onSave,
  });

  return (
    <Textarea
      label={texts.label}
      description={texts.description}
      placeholder={texts.placeholder}
      autosize
      minRows={1}
      maxRows={TENANT_IBANS_MAX}
      value={field.text}
      error={field.error}
      errorProps={{ role: 'alert' }}
      spellCheck={false}
      onChange={(event) => field.edit(event.currentTarget.value)}
      onBlur={() => void field.save()}
      onKeyDown={(event) => {
        if (event.key === 'Escape') field.reset();
      }}
      rightSection={field.indicator}
    />
  );
}
