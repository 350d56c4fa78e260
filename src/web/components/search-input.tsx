import { TextInput } from '@mantine/core';
import { stateTexts } from '../../domain/texts/index.ts';
import { SearchIcon } from './icons.tsx';

interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label?: string;
}

export function SearchInput({
  value,
  onChange,
  placeholder,
  label = stateTexts.searchLabel,
}: SearchInputProps) {
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<SearchIcon size={16} />}
      maw={420}
    />
  );
}
