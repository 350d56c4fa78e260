import { Navigate, Outlet, useLocation } from 'react-router';
import { decideRoute } from '../../routing/route-access.ts';
import { useSession } from '../../session/use-session.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import classes from './shell.module.css';
import { useScrollReset } from './use-scroll-reset.ts';

/** Root of every screen: header, footer and the route gate in front of the page. */
export function AppLayout() {
  const { pathname, search } = useLocation();
  const session = useSession();
  useScrollReset();
  const decision = decideRoute(pathname, search, session?.user.role ?? null);

  return (
    <div className={classes.page}>
      <Header />
      <main className={classes.main}>
        {decision.kind === 'redirect' ? <Navigate to={decision.to} replace /> : <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
