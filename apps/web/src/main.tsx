// Base styles first, so component and shell styles that come with the routes can override them.
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';
import './styles/print.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { prefetchLandingData } from './app/landing-data.ts';
import { createQueryClient, Providers } from './app/providers.tsx';
import { createRouter, routes } from './app/router.tsx';

const queryClient = createQueryClient();
prefetchLandingData(queryClient, routes, window.location.pathname);
const router = createRouter();

/** Mounts the app; if the root element is missing it is logged and tried again after 100 ms. */
function mount(): void {
  const root = document.getElementById('root');
  if (!root) {
    console.error('Root element #root not found; retrying in 100 ms');
    window.setTimeout(mount, 100);
    return;
  }
  const app = createRoot(root);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread in one long task (it lowers Lighthouse's total blocking time).
  startTransition(() =>
    app.render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
}
mount();
