import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SessionProvider } from '../features/auth/session.tsx';
import { DisplaySettingsProvider } from '../lib/display-settings.tsx';
import { ToastProvider } from '../ui/toasts.tsx';

/** The product's cache rules (docs/architecture.md#web-client): 1 retry by default, no refetch on window focus. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: 0 },
    },
  });
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <DisplaySettingsProvider>
        <ToastProvider>
          <SessionProvider>{children}</SessionProvider>
        </ToastProvider>
      </DisplaySettingsProvider>
    </QueryClientProvider>
  );
}
