import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { setSessionExpiredHandler } from '../api/client.ts';
import { paths } from '../routing/paths.ts';
import { queryClient } from './query-client.ts';
import { router } from './router.tsx';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme.ts';

// The client has already cleared the session; drop the old user's answers and ask for a new sign-in.
setSessionExpiredHandler(() => {
  queryClient.clear();
  void router.navigate(paths.login, { replace: true });
});

export function App() {
  return (
    <StrictMode>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="dark"
      >
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
}
