import { useEffect, useRef } from 'react';
import { Button, Divider, Stack } from '@mantine/core';
import { shellTexts } from '../../../domain/texts/index.ts';
import { LogoutIcon } from '../../components/icons.tsx';
import type { NavItem } from '../../routing/navigation.ts';
import { NavItems } from './nav-items.tsx';
import { useBodyScrollLock } from './use-body-scroll-lock.ts';
import classes from './shell.module.css';

export const MOBILE_MENU_ID = 'mobile-menu';

interface MobileMenuProps {
  items: readonly NavItem[];
  onClose: (options?: { returnFocus?: boolean }) => void;
  /** The burger button: clicks on it toggle the menu and must not count as outside clicks. */
  toggle: HTMLElement | null;
  signOut: (() => void) | null;
  signingOut: boolean;
}

/** What the keyboard can reach in the open menu: the burger that closes it, then the menu's entries. */
function focusStops(toggle: HTMLElement | null, panel: HTMLElement | null): HTMLElement[] {
  const entries = panel ? [...panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')] : [];
  return toggle ? [toggle, ...entries] : entries;
}

/**
 * Mounted only while open, so the scroll lock and the listeners live exactly as long as the menu.
 * It covers the page like a dialog, so the keyboard stays in it (WCAG 2.4.3): the focus moves to
 * the first entry, Tab and Shift+Tab go round between the burger and the entries, Escape closes the
 * menu and gives the focus back to the burger.
 */
export function MobileMenu({ items, onClose, toggle, signOut, signingOut }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useBodyScrollLock();

  useEffect(() => {
    focusStops(null, panelRef.current)[0]?.focus();
  }, []);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (panelRef.current?.contains(target) || toggle?.contains(target))) return;
      onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose({ returnFocus: true });
        return;
      }
      if (event.key !== 'Tab') return;
      const stops = focusStops(toggle, panelRef.current);
      const first = stops[0];
      const last = stops.at(-1);
      if (!first || !last) return;
      const current = stops.indexOf(document.activeElement as HTMLElement);
      const leavesAtStart = event.shiftKey && current <= 0;
      const leavesAtEnd = !event.shiftKey && (current === -1 || current === stops.length - 1);
      if (!leavesAtStart && !leavesAtEnd) return;
      event.preventDefault();
      (leavesAtStart ? last : first).focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [onClose, toggle]);

  return (
    <>
      <div className={classes.backdrop} aria-hidden="true" />
      <div id={MOBILE_MENU_ID} ref={panelRef} className={classes.mobileMenu}>
        <Stack gap={4} component="nav" aria-label={shellTexts.mobileNavigation}>
          <NavItems items={items} onNavigate={() => onClose()} />
        </Stack>
        {signOut && (
          <>
            {items.length > 0 && <Divider my="sm" />}
            <Button
              variant="default"
              fullWidth
              size="md"
              leftSection={<LogoutIcon />}
              onClick={signOut}
              loading={signingOut}
            >
              {shellTexts.logout}
            </Button>
          </>
        )}
      </div>
    </>
  );
}
