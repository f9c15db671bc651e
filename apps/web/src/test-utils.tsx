import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { SessionProvider } from './features/auth/session.tsx';
import { DisplaySettingsProvider } from './lib/display-settings.tsx';
import { ToastProvider } from './ui/toasts.tsx';

/**
 * Renders a page inside the app's providers and a memory router. Extra routes (for
 * example the targets of redirects) can be given so a test can see where it landed.
 */
export function renderWithProviders(ui: ReactElement, options: { route?: string; path?: string; routes?: RouteObject[]; queryClient?: QueryClient } = {}) {
  const queryClient = options.queryClient ?? testQueryClient();
  const router = createMemoryRouter([{ path: options.path ?? options.route ?? '/', element: ui }, ...(options.routes ?? [])], {
    initialEntries: [options.route ?? '/'],
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <DisplaySettingsProvider>
        <ToastProvider>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </ToastProvider>
      </DisplaySettingsProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** A query client that does not retry, so a test sees a failed request at once. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** A fetch stub answering by "METHOD path"; unknown calls answer 404 in the API's envelope. */
export function stubFetch(routes: Record<string, (body: unknown, search: URLSearchParams) => { status?: number; body: unknown }>) {
  const calls: Array<{ method: string; path: string; search: URLSearchParams; body: unknown; headers: Record<string, string> }> = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, search: url.searchParams, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler ? handler(body, url.searchParams) : { status: 404, body: { success: false, error: { code: 'NOT_FOUND', message: 'Not found' } } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetchStub, calls };
}
