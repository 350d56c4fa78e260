import type { MouseEvent } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { shellTexts } from '../../../domain/texts/index.ts';
import { decideRoute } from '../../routing/route-access.ts';
import { useSession } from '../../session/use-session.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import classes from './shell.module.css';
import { useScrollReset } from './use-scroll-reset.ts';

const MAIN_ID = 'main-content';

/**
 * Moves the keyboard focus to the screen itself. The link's own jump would do the same but also put
 * `#main-content` into the address, which the router would keep on every later screen.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

/**
 * Root of every screen: the skip link (the first thing the keyboard reaches, shown only when it has
 * the focus, WCAG 2.4.1), header, footer and the route gate in front of the page.
 */
export function AppLayout() {
  const { pathname, search } = useLocation();
  const session = useSession();
  useScrollReset();
  const decision = decideRoute(pathname, search, session?.user.role ?? null);

  return (
    <div className={classes.page}>
      <a href={`#${MAIN_ID}`} className={classes.skipLink} onClick={skipToContent}>
        {shellTexts.skipToContent}
      </a>
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        {decision.kind === 'redirect' ? <Navigate to={decision.to} replace /> : <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
