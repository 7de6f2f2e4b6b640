import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Routes, useLocation } from 'react-router';
import { toast, Toaster } from 'sonner';

/** Writes the router's current path into the page, so a test can read where the app went. */
export function PathProbe() {
  const location = useLocation();
  return <output data-testid="path">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Some screens' routes (`<Route>` elements) at `path` in a memory router, with a fresh
 * query cache (no retries) and the toaster, as a feature's screen tests need them.
 */
export function renderScreens(path: string, routes: ReactNode) {
  toast.dismiss();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>{routes}</Routes>
        <PathProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}
