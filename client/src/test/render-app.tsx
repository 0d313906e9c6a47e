import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router-dom';
import { AuthProvider } from '../auth/auth-provider';
import { createQueryClient } from '../query-client';
import { routes as appRoutes } from '../routes';

/** Renders the real route table (or given routes) at a starting location, with every provider. */
export function renderApp(initialEntry: InitialEntry, routes: RouteObject[] = appRoutes) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, location: () => router.state.location };
}
