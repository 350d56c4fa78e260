import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Burger, Button, Container, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DASHBOARD_BY_ROLE } from '../../../domain/roles.ts';
import { shellTexts } from '../../../domain/texts/index.ts';
import { LogoutIcon } from '../../components/icons.tsx';
import { navItemsFor } from '../../routing/navigation.ts';
import { paths } from '../../routing/paths.ts';
import { useHeaderVisibility } from './use-header-visibility.ts';
import { useSession } from '../../session/use-session.ts';
import { Logo } from './logo.tsx';
import { MOBILE_MENU_ID, MobileMenu } from './mobile-menu.tsx';
import { MOBILE_MEDIA_QUERY } from './mobile-query.ts';
import { NavItems } from './nav-items.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { useSignOut } from './use-sign-out.ts';
import classes from './shell.module.css';

export function Header() {
  const session = useSession();
  const role = session?.user.role ?? null;
  const headerRef = useRef<HTMLElement>(null);
  const scrolledAway = !useHeaderVisibility(headerRef);
  const [menuOpen, setMenuOpen] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [burger, setBurger] = useState<HTMLButtonElement | null>(null);
  const { signOut, pending: signingOut } = useSignOut();
  const { pathname } = useLocation();
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY, false, { getInitialValueInEffect: false });

  const closeMenu = useCallback(
    (options?: { returnFocus?: boolean }) => {
      setMenuOpen(false);
      if (options?.returnFocus) burger?.focus();
    },
    [burger],
  );

  // Back/forward navigation and growing past the breakpoint must not leave the menu (and its scroll lock) behind.
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!isMobile) setMenuOpen(false);
  }, [isMobile]);

  // The keyboard focus never sits on a hidden element (WCAG 2.4.7, 2.4.11): while the focus is in
  // the header it stays, and once hidden it is inert, so Tab passes it by.
  const hidden = scrolledAway && !menuOpen && !focusInside;

  return (
    <header
      ref={headerRef}
      className={classes.header}
      data-hidden={hidden ? true : undefined}
      inert={hidden}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      }}
    >
      <Container size="lg" className={classes.headerInner}>
        <Logo to={role ? DASHBOARD_BY_ROLE[role] : paths.landing} signedIn={role !== null} />
        <Group gap="xs" wrap="nowrap" className={classes.headerActions}>
          <Group
            gap={2}
            wrap="nowrap"
            visibleFrom="xs"
            component="nav"
            aria-label={shellTexts.mainNavigation}
            className={classes.navScroll}
          >
            <NavItems items={navItemsFor(role, 'desktop')} />
          </Group>
          <ThemeToggle />
          {session && (
            <Button
              variant="default"
              visibleFrom="xs"
              leftSection={<LogoutIcon size={16} />}
              onClick={signOut}
              loading={signingOut}
            >
              {shellTexts.logout}
            </Button>
          )}
          <Burger
            ref={setBurger}
            hiddenFrom="xs"
            size="sm"
            opened={menuOpen}
            onClick={() => setMenuOpen((open) => !open)}
            aria-label={menuOpen ? shellTexts.closeMenu : shellTexts.openMenu}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
          />
        </Group>
      </Container>
      {menuOpen && (
        <MobileMenu
          items={navItemsFor(role, 'mobile')}
          onClose={closeMenu}
          toggle={burger}
          signOut={session ? signOut : null}
          signingOut={signingOut}
        />
      )}
    </header>
  );
}
