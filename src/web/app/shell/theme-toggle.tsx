import { ActionIcon, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { shellTexts } from '../../../domain/texts/index.ts';
import { MoonIcon, SunIcon } from '../../components/icons.tsx';
import { useHydrated } from '../../components/use-hydrated.ts';

/**
 * Both icons are in the markup and the stylesheet shows the one of the scheme in force, which
 * `color-scheme.js` sets before the first paint: a page rendered at build time (dark) shows the
 * right icon before its JavaScript has loaded. The label follows once the app has taken over.
 */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const stored = useComputedColorScheme('dark', { getInitialValueInEffect: false });
  const scheme = useHydrated() ? stored : 'dark';
  const label = scheme === 'dark' ? shellTexts.switchToLight : shellTexts.switchToDark;
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
      >
        <SunIcon className="mantine-light-hidden" />
        <MoonIcon className="mantine-dark-hidden" />
      </ActionIcon>
    </Tooltip>
  );
}
