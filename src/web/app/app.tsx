import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { setSessionExpiredHandler } from '../api/client.ts';
import { paths } from '../routing/paths.ts';
import { AppProviders } from './providers.tsx';
import { queryClient } from './query-client.ts';
import { router } from './router.tsx';

// The client has already cleared the session; drop the old user's answers and ask for a new sign-in.
setSessionExpiredHandler(() => {
  queryClient.clear();
  void router.navigate(paths.login, { replace: true });
});

export function App() {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
