import { ActionIcon, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { shellTexts } from '../../../domain/texts/index.ts';
import { MoonIcon, SunIcon } from '../../components/icons.tsx';

export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('dark', { getInitialValueInEffect: false });
  const label = scheme === 'dark' ? shellTexts.switchToLight : shellTexts.switchToDark;
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
      >
        {scheme === 'dark' ? <SunIcon /> : <MoonIcon />}
      </ActionIcon>
    </Tooltip>
  );
}
