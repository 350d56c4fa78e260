import { TextInput } from '@mantine/core';
import { propertySetupTexts as texts } from '../../../../domain/texts/index.ts';

export interface AddressValues {
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
}

/** Street, house number, postcode and town, as the property's and the letterhead's address take them. */
export function AddressFields({
  values,
  onChange,
  required = false,
}: {
  values: AddressValues;
  onChange: (key: keyof AddressValues, value: string) => void;
  required?: boolean;
}) {
  const field = (key: keyof AddressValues) => ({
    required,
    value: values[key],
    onChange: (event: { currentTarget: { value: string } }) => onChange(key, event.currentTarget.value),
  });
  return (
    <>
      <TextInput label={texts.street} autoComplete="address-line1" {...field('street')} />
      <TextInput label={texts.houseNumber} {...field('houseNumber')} />
      <TextInput label={texts.zip} autoComplete="postal-code" inputMode="numeric" {...field('zip')} />
      <TextInput label={texts.city} autoComplete="address-level2" {...field('city')} />
    </>
  );
}
